"""What the contract expects beyond the spec: roles, permissions, seeded data, FOCUS columns."""

import re


PUBLIC = {("GET", "/v1/health"), ("GET", "/v1/version")}
CREATING_POSTS = {("POST", "/v1/clusters"), ("POST", "/v1/uploads"), ("POST", "/v1/ssh-keys"),
                  ("POST", "/v1/templates"), ("POST", "/v1/api-keys"), ("POST", "/v1/members/invitations")}
# Creating POSTs whose Idempotency-Key is optional (declared, honoured when sent): tus clients send none.
OPTIONAL_IDEMPOTENCY_KEY = {("POST", "/v1/uploads")}
CLUSTER_CHANGES = [("PATCH", "/v1/clusters/{}"), ("DELETE", "/v1/clusters/{}"),
                   ("POST", "/v1/clusters/{}/actions/stop"), ("POST", "/v1/clusters/{}/actions/start")]
STRICT_SCHEMAS = ["Offering", "Gpu", "Price", "Region", "Me", "Tenant",
                  "Cluster", "Pool", "ClusterList", "ClusterSpec", "PoolSpec", "ClusterResize", "Node", "NodeGpu",
                  "NodeList", "Event", "EventList", "LogLine", "LogPage", "Estimate", "EstimateProblem", "EstimateRequest",
                  "Dataset", "DatasetFile", "DatasetList", "SshKey", "SshKeyList", "SshEndpoint", "ApiKey", "ApiKeyList",
                  "Template", "TemplateList", "TemplateInput", "TemplateSpec",
                  "Member", "MemberList", "MemberInvitation", "MemberRoleChange",
                  "QueryRangeResult", "QueryError", "MetricsSeries", "MetricsSamples",
                  "LineItem", "LineItemList", "LineItemGroup", "LineItemGroups", "BillingSummary", "BudgetStatus",
                  "Spender", "QuoteComparison", "Budget", "BudgetInput", "BudgetSet", "BudgetList", "BudgetThreshold",
                  "BudgetThresholdInput", "Invoice", "InvoiceList",
                  "Alert", "AlertList"]
# Error responses that are not application/problem+json, with the schema they use instead: query_range
# answers Prometheus's error body (which carries the RFC 9457 members too), as Prometheus clients expect.
NON_PROBLEM_ERRORS = {("GET", "/v1/clusters/{}/metrics/query_range", "400"): "QueryError"}
ROLES = ["owner", "admin", "member", "viewer", "billing"]
HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]
SORT_KEYS = ["gpu_model", "gpu_memory_gb", "gpus_per_node", "region", "price", "available_nodes", "bf16_tflops"]
BILLING_MODES = ["hourly", "daily", "monthly", "yearly", "tflops_hours"]
CURRENCIES = ["CNY", "USD"]
# The clusters clusterdesk-sim seeds for the first tenant of the keys file (app/platform/ClusterSeeder.cpp).
SEEDED_CLUSTERS = {"llama-pretrain", "bert-finetune", "chat-inference", "nightly-eval", "mi300-trial"}
# The columns of a cost line, written out from the FinOps FOCUS 1.2 specification's column definitions
# (not from app/billing): its mandatory columns, the conditional ones this platform fills, then the
# platform's own columns (FOCUS: custom columns carry a prefix, here x_). A line has them in this order.
FOCUS_MANDATORY = [
    "BilledCost", "EffectiveCost", "ListCost", "ContractedCost", "BillingAccountId", "BillingAccountName",
    "BillingCurrency", "BillingPeriodStart", "BillingPeriodEnd", "ChargePeriodStart", "ChargePeriodEnd",
    "ChargeCategory", "ChargeClass", "ChargeDescription", "PricingQuantity", "PricingUnit", "ServiceCategory",
    "ServiceName", "ProviderName", "PublisherName", "InvoiceIssuerName",
]
FOCUS_CONDITIONAL = [
    "InvoiceId", "ChargeFrequency", "ServiceSubcategory", "ResourceId", "ResourceName", "ResourceType", "RegionId",
    "RegionName", "SkuId", "SkuPriceId", "SkuMeter", "SkuPriceDetails", "ListUnitPrice", "ContractedUnitPrice",
    "ConsumedQuantity", "ConsumedUnit", "PricingCategory", "Tags",
]
OWN_COLUMNS = [
    "x_ClusterId", "x_ClusterName", "x_PoolName", "x_GpuModel", "x_GpuCount", "x_GpuUtilizationAvg", "x_Stage",
    "x_AllocationType", "x_BillingMode",
]
FOCUS_COLUMNS = FOCUS_MANDATORY + FOCUS_CONDITIONAL + OWN_COLUMNS
# Lines group by the text, date and integer columns only.
FOCUS_NOT_GROUPABLE = ["BilledCost", "EffectiveCost", "ListCost", "ContractedCost", "PricingQuantity",
                       "ListUnitPrice", "ContractedUnitPrice", "ConsumedQuantity", "Tags", "SkuPriceDetails",
                       "x_GpuUtilizationAvg"]
FOCUS_GROUPABLE = [name for name in FOCUS_COLUMNS if name not in FOCUS_NOT_GROUPABLE]
# What each role may do (api.md roles; the server's table is app/platform/RolePolicy.cpp, and GET
# /v1/me must agree with this one). Each operation of the spec names the permission it needs in
# x-permission; the role matrix calls every served operation as every role from these two tables.
READ_PERMISSIONS = {"catalog:read", "clusters:read", "datasets:read", "metrics:read", "logs:read", "templates:read"}
WORKLOAD_WRITE = {"templates:write", "ssh-keys:read", "ssh-keys:write", "nodes:ssh"}
# Handing out and taking back access (API keys, members): owners and admins; support staff look.
TEAM_WRITE = {"api-keys:read", "api-keys:write", "members:read", "members:write"}
TEAM_READ = {"api-keys:read", "members:read"}
ROLE_PERMISSIONS = {
    "owner": READ_PERMISSIONS | WORKLOAD_WRITE | {"clusters:write", "datasets:write", "billing:read", "billing:write",
                                                  "audit:read", "members:manage"} | TEAM_WRITE,
    "admin": READ_PERMISSIONS | WORKLOAD_WRITE | {"clusters:write", "datasets:write", "billing:read", "billing:write",
                                                  "audit:read"} | TEAM_WRITE,
    "member": READ_PERMISSIONS | WORKLOAD_WRITE | {"clusters:write", "datasets:write"},
    "viewer": READ_PERMISSIONS | {"billing:read"},
    "billing": {"catalog:read", "billing:read", "billing:write"},
    "support": READ_PERMISSIONS | {"billing:read", "tenants:read"} | TEAM_READ,
}
ALL_PERMISSIONS = set().union(*ROLE_PERMISSIONS.values())
# Paths that hold a tenant's data: support staff must send X-Tenant-Id for them.
TENANT_DATA = ("/v1/clusters", "/v1/events", "/v1/uploads", "/v1/datasets", "/v1/billing", "/v1/audit-log",
               "/v1/metrics", "/v1/alerts", "/v1/templates", "/v1/api-keys", "/v1/members")
# Who may see costs and who may change budgets: the roles with billing:read and billing:write.
BILLING_READERS = {role for role, permissions in ROLE_PERMISSIONS.items() if "billing:read" in permissions}
BILLING_WRITERS = {role for role, permissions in ROLE_PERMISSIONS.items() if "billing:write" in permissions}
LINE_ITEMS = "/v1/billing/line-items"
BUDGETS = "/v1/billing/budgets"
# Seconds to wait for something the event stream should carry; the simulator sends it at once.
STREAM_WAIT = 5.0

RFC3339 = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$")
