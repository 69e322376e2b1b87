"""Served: regions and offerings, their filters, sorts and bad parameters."""

from decimal import Decimal

from .expectations import BILLING_MODES, CURRENCIES, SORT_KEYS
from .report import check, offenders


def price_of(offering, mode="hourly", currency="USD", field="unit_price"):
    for p in offering["prices"]:
        if p["billing_mode"] == mode and p["currency"] == currency:
            return Decimal(p[field])
    return None


def test_regions(c):
    body = c.call("owner", "GET", "/v1/regions", 200, query={"page_size": 1000})
    if not body:
        return []
    regions = body["items"]
    ids = [r["id"] for r in regions]
    check("regions: at least one, ids unique", ids and len(ids) == len(set(ids)), ids)
    items, pages, problems = c.walk_pages("/v1/regions", {"page_size": 1})
    check(f"regions: page_size=1 walk ({pages} pages) gives the same regions",
          not problems and [r["id"] for r in items] == ids, "; ".join(problems))
    c.call("viewer", "GET", "/v1/regions", 200, role="viewer")
    c.call("support", "GET", "/v1/regions", 200, role="support")
    check_timezones("regions", [r["timezone"] for r in regions])
    return regions


def check_timezones(what, names):
    try:
        import zoneinfo
        known = zoneinfo.available_timezones()
    except ImportError:
        known = set()
    if not known:
        print(f"SKIP {what}: no time zone database here to check IANA names against", flush=True)
        return
    offenders(f"{what}: time zones are IANA names", sorted({n for n in names if n not in known and n != "UTC"}))


def test_offerings_list(c, regions):
    first = c.call("owner, defaults", "GET", "/v1/offerings", 200)
    if first is not None:
        check("offerings: default page holds at most 100", len(first["items"]) <= 100, len(first["items"]))
    items, pages, problems = c.walk_pages("/v1/offerings", {"page_size": 1000})
    check(f"offerings: full list in {pages} page(s) conforms", not problems, "; ".join(problems))
    if not items:
        return []
    ids = [o["id"] for o in items]
    check(f"offerings: {len(ids)} offerings, ids unique", ids and len(ids) == len(set(ids)))
    bad_prices = []
    for o in items:
        pairs = sorted((p["billing_mode"], p["currency"]) for p in o["prices"])
        if pairs != sorted((m, cur) for m in BILLING_MODES for cur in CURRENCIES):
            bad_prices.append(o["id"])
    offenders("offerings: one price per billing mode per currency", bad_prices)
    offenders("offerings: available_nodes <= total_nodes",
              [o["id"] for o in items if o["available_nodes"] > o["total_nodes"]])
    if regions:
        known = {r["id"] for r in regions}
        offenders("offerings: every region is a listed region", sorted({o["region"] for o in items} - known))
    check_timezones("offerings off-peak", [o["off_peak"]["timezone"] for o in items])

    paged, pages, problems = c.walk_pages("/v1/offerings", {"page_size": 5})
    paged_ids = [o["id"] for o in paged]
    check(f"offerings: page_size=5 walk ({pages} pages) conforms", not problems, "; ".join(problems))
    check("offerings: page_size=5 walk repeats no id", len(paged_ids) == len(set(paged_ids)))
    check("offerings: page_size=5 walk total equals the unpaged count", len(paged_ids) == len(ids),
          f"{len(paged_ids)} != {len(ids)}")
    check("offerings: page_size=5 walk keeps the unpaged order", paged_ids == ids)
    return items


def contains(text, part):
    return part.casefold() in text.casefold()


def midpoint_price(offerings, mode, currency):
    """A max_price strictly between two real prices, so inclusive/exclusive cannot matter."""
    values = sorted({price_of(o, mode, currency, "gpu_hour_price") for o in offerings})
    if len(values) < 2:
        return None
    lo, hi = values[len(values) // 2 - 1], values[len(values) // 2]
    return str((lo + hi) / 2)


def test_offering_filters(c, offerings):
    if not offerings:
        return
    o0 = offerings[0]
    vendor, model, region = o0["gpu"]["vendor"], o0["gpu"]["model"], o0["region"]
    links = lambda o: (o["intra_node"]["kind"], o["inter_node"]["kind"])  # noqa: E731
    # (query, must: offerings that have to be in the result, may: ones that are allowed in it).
    # Text filters use exact values from the data; "may" also admits case-insensitive substring
    # matches, so either way of matching text passes.
    cases = [
        ({"vendor": vendor}, lambda o: o["gpu"]["vendor"] == vendor, lambda o: contains(o["gpu"]["vendor"], vendor)),
        ({"gpu_model": model}, lambda o: o["gpu"]["model"] == model, lambda o: contains(o["gpu"]["model"], model)),
        ({"region": region}, lambda o: o["region"] == region, None),
        ({"min_gpu_memory_gb": 80}, lambda o: o["gpu"]["memory_gb"] >= 80, None),
        ({"gpus_per_node": 8}, lambda o: o["gpus_per_node"] == 8, None),
        ({"available_only": "true"}, lambda o: o["available_nodes"] > 0, None),
        ({"available_only": "false"}, lambda o: True, None),
        ({"interconnect": o0["inter_node"]["kind"]}, lambda o: o0["inter_node"]["kind"] in links(o),
         lambda o: any(contains(k, o0["inter_node"]["kind"]) for k in links(o))),
        ({"interconnect": o0["intra_node"]["kind"]}, lambda o: o0["intra_node"]["kind"] in links(o),
         lambda o: any(contains(k, o0["intra_node"]["kind"]) for k in links(o))),
    ]
    for mode, currency in [("hourly", "USD"), ("monthly", "CNY")]:
        limit = midpoint_price(offerings, mode, currency)
        if limit:
            q = {"max_price": limit}
            if (mode, currency) != ("hourly", "USD"):
                q.update(currency=currency, billing_mode=mode)
            cases.append((q, lambda o, m=mode, cur=currency, lim=Decimal(limit):
                          price_of(o, m, cur, "gpu_hour_price") <= lim, None))
    cases.append(({"vendor": "NVIDIA", "min_gpu_memory_gb": 40, "available_only": "true"},
                  lambda o: o["gpu"]["vendor"] == "NVIDIA" and o["gpu"]["memory_gb"] >= 40 and o["available_nodes"] > 0,
                  None))

    for query, must, may in cases:
        may = may or must
        q = dict(query, page_size=1000)
        body = c.call("filter", "GET", "/v1/offerings", 200, query=q)
        if body is None:
            continue
        got = {o["id"] for o in body["items"]}
        want = {o["id"] for o in offerings if must(o)}
        allowed = {o["id"] for o in offerings if may(o)}
        label = "&".join(f"{k}={v}" for k, v in query.items())
        check(f"offerings filter {label}: {len(got)} match, as computed from the full list",
              want <= got <= allowed, f"missing {sorted(want - got)[:5]}, unexpected {sorted(got - allowed)[:5]}")


def sort_value(o, key, mode, currency, field="unit_price"):
    return {
        "gpu_model": lambda: o["gpu"]["model"],
        "gpu_memory_gb": lambda: o["gpu"]["memory_gb"],
        "gpus_per_node": lambda: o["gpus_per_node"],
        "region": lambda: o["region"],
        "price": lambda: price_of(o, mode, currency, field),
        "available_nodes": lambda: o["available_nodes"],
        "bf16_tflops": lambda: o["gpu"]["bf16_tflops"],
    }[key]()


def is_ordered(values, descending):
    pairs = list(zip(values, values[1:]))
    return all((a >= b) if descending else (a <= b) for a, b in pairs)


def test_offering_sorts(c, offerings):
    if not offerings:
        return
    all_ids = {o["id"] for o in offerings}
    cases = [(key, {}) for key in SORT_KEYS]
    cases += [("price", {"currency": "CNY", "billing_mode": "monthly"}), ("price", {"billing_mode": "yearly"})]
    for key, extra in cases:
        for sort in [key, "-" + key]:
            q = dict(extra, sort=sort, page_size=1000)
            body = c.call("sort", "GET", "/v1/offerings", 200, query=q)
            if body is None:
                continue
            items = body["items"]
            mode, currency = extra.get("billing_mode", "hourly"), extra.get("currency", "USD")
            desc = sort.startswith("-")
            orders = []
            if key == "price":
                orders = [[sort_value(o, key, mode, currency, f) for o in items] for f in ["unit_price", "gpu_hour_price"]]
            elif key in ("gpu_model", "region"):
                raw = [sort_value(o, key, mode, currency) for o in items]
                orders = [raw, [v.casefold() for v in raw]]
            else:
                orders = [[sort_value(o, key, mode, currency) for o in items]]
            label = "&".join(f"{k}={v}" for k, v in q.items() if k != "page_size")
            check(f"offerings sort {label}: ordered and complete",
                  any(is_ordered(v, desc) for v in orders) and {o["id"] for o in items} == all_ids,
                  f"order {[str(v) for v in orders[0][:12]]}")
    paged, pages, problems = c.walk_pages("/v1/offerings", {"page_size": 5, "sort": "-price"})
    ids = [o["id"] for o in paged]
    check(f"offerings: sort=-price page_size=5 walk ({pages} pages) covers all once",
          not problems and len(ids) == len(set(ids)) and set(ids) == all_ids, "; ".join(problems))


def test_offering_bad_parameters(c):
    for query in [{"min_gpu_memory_gb": "abc"}, {"min_gpu_memory_gb": "-1"}, {"gpus_per_node": "0"},
                  {"sort": "bogus"}, {"page_size": "0"}, {"page_size": "1001"}, {"page_size": "x"},
                  {"currency": "EUR"}, {"billing_mode": "weekly"}, {"max_price": "cheap"},
                  {"available_only": "maybe"}]:
        c.call("bad parameter", "GET", "/v1/offerings", 400, code="invalid_parameter", query=query)
    c.call("bad parameter", "GET", "/v1/regions", 400, code="invalid_parameter", query={"page_size": "0"})


def test_offering_by_id(c, offerings):
    for o in offerings[:3]:
        body = c.call("owner", "GET", "/v1/offerings/{}", 200, args=[o["id"]])
        if body is not None:
            check(f"offering {o['id']}: same as in the list", body == o)
    c.call("missing id", "GET", "/v1/offerings/{}", 404, code="not_found", args=["no-such-offering.nowhere-0"])
    if offerings:
        c.call("viewer", "GET", "/v1/offerings/{}", 200, role="viewer", args=[offerings[0]["id"]])
