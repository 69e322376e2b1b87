"""Served: the tenant's members (list, invite, change a role, remove) and their audit entries."""

import uuid

from .report import brief, check
from .roles_audit import audit_entries

MEMBERS = "/v1/members"
INVITATIONS = "/v1/members/invitations"
MEMBER = "/v1/members/{member_id}"


def invite(c, label, body, status, code=None, role="owner", key=None):
    headers = {"Idempotency-Key": key or str(uuid.uuid4())}
    return c.call_json(label, "POST", INVITATIONS, status, body, code=code, role=role, headers=headers)


def test_members(c):
    """Every operation once as the contract describes it, its problems, and what the audit log says."""
    tenant_id = c.tenant["id"]
    listed = c.call("owner", "GET", MEMBERS, 200)
    if listed is None:
        return
    roles = {m["role"] for m in listed["items"]}
    check("members: the tenant's people of every role are listed, active",
          {"owner", "admin", "member", "viewer", "billing"} <= roles
          and all(m["status"] == "active" for m in listed["items"]), brief(listed))
    emails = [m["email"].lower() for m in listed["items"]]
    check("members: by email", emails == sorted(emails), emails)
    c.call("support as tenant", "GET", MEMBERS, 200, role="support", headers={"X-Tenant-Id": tenant_id})
    c.call("support, no tenant", "GET", MEMBERS, 403, code="forbidden", role="support")
    for role in ["member", "viewer", "billing"]:
        c.call(role, "GET", MEMBERS, 403, code="forbidden", role=role)

    email = f"contract-{uuid.uuid4().hex[:8]}@example.com"
    key = str(uuid.uuid4())
    made = invite(c, "owner invites a viewer", {"email": email, "role": "viewer"}, 201, key=key)
    if made is None:
        return
    check("invitation: status invited, named after the address, invited by the owner",
          made["status"] == "invited" and made["name"] == email.split("@")[0] and made["role"] == "viewer"
          and made["invited_by"] in [m["email"] for m in listed["items"] if m["role"] == "owner"]
          and made["last_seen_at"] is None, brief(made))
    check("invitation: ETag header is the body's etag", c.last.headers.get("etag") == made["etag"],
          c.last.headers.get("etag"))
    again = invite(c, "the same invitation again", {"email": email, "role": "viewer"}, 201, key=key)
    check("invitation: a retry answers the same member, marked replayed",
          again is not None and again["id"] == made["id"]
          and c.last.headers.get("idempotent-replayed") == "true", brief(again))
    invite(c, "same key, other body", {"email": "x" + email, "role": "viewer"}, 422, code="idempotency_key_reused",
           key=key)
    invite(c, "the same address in capitals", {"email": email.upper(), "role": "member"}, 409,
           code="already_member")
    bad = invite(c, "no @", {"email": "not-an-address", "role": "member"}, 422, code="invalid_email")
    check("invitation: an invalid email names the field", bad is not None and bad.get("field") == "email", brief(bad))
    reply = c.send("POST", INVITATIONS, key=c.key("owner"), body=b'{"email":"a b@example.com","role":"member"}',
                   headers={"Content-Type": "application/json", "Idempotency-Key": str(uuid.uuid4())})
    check("invitation: a space in the address is 422 with field email",
          reply.status == 422 and reply.json().get("field") == "email", brief(reply.body.decode()))
    invite(c, "support is not handed out", {"email": "s" + email, "role": "support"}, 422, code="invalid_field")
    invite(c, "admin invites an owner", {"email": "o" + email, "role": "owner"}, 403, code="role_too_high",
           role="admin")
    c.call_json("no Idempotency-Key", "POST", INVITATIONS, 428, {"email": "k" + email, "role": "member"},
                code="idempotency_key_required")

    one = c.call("owner", "GET", MEMBER, 200, args=(made["id"],))
    check("member: GET one is the invitation", one == made, brief(one))
    c.call_json("no If-Match", "PATCH", MEMBER, 428, {"role": "member"}, code="if_match_required",
                args=(made["id"],))
    changed = c.call_json("owner makes them a member", "PATCH", MEMBER, 200, {"role": "member"},
                          args=(made["id"],), headers={"If-Match": made["etag"]})
    check("member: the role changed and so did the etag",
          changed is not None and changed["role"] == "member" and changed["etag"] != made["etag"], brief(changed))
    c.call_json("a stale If-Match", "PATCH", MEMBER, 412, {"role": "viewer"}, code="precondition_failed",
                args=(made["id"],), headers={"If-Match": made["etag"]})
    owners = [m for m in listed["items"] if m["role"] == "owner"]
    if len(owners) == 1:
        owner = owners[0]
        c.call_json("the last owner steps down", "PATCH", MEMBER, 409, {"role": "admin"}, code="last_owner",
                    args=(owner["id"],), headers={"If-Match": "*"})
        c.call("the last owner leaves", "DELETE", MEMBER, 409, code="last_owner", args=(owner["id"],))
        c.call_json("admin demotes the owner", "PATCH", MEMBER, 403, {"role": "viewer"}, code="role_too_high",
                    role="admin", args=(owner["id"],), headers={"If-Match": "*"})
    c.call("support removes", "DELETE", MEMBER, 403, code="forbidden", role="support", args=(made["id"],),
           headers={"X-Tenant-Id": tenant_id})
    c.call("owner removes them", "DELETE", MEMBER, 204, args=(made["id"],))
    c.call("removed: not found", "GET", MEMBER, 404, code="not_found", args=(made["id"],))
    after = c.call("owner", "GET", MEMBERS, 200) or {"items": []}
    check("members: the removed member is no longer listed", all(m["id"] != made["id"] for m in after["items"]),
          brief(after))

    entries = [e for e in audit_entries(c) if e.get("details", {}).get("member_id") == made["id"]]
    actions = [e["action"] for e in entries]
    check("audit log: invited, role changed and removed, newest first",
          actions == ["member.removed", "member.role_changed", "member.invited"], actions)
    changes = [e for e in entries if e["action"] == "member.role_changed"]
    check("audit log: the role change says from viewer to member",
          changes and changes[0]["details"]["from"] == "viewer" and changes[0]["details"]["to"] == "member"
          and changes[0]["outcome"] == "allowed", brief(changes))
