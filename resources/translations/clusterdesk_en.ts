<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>AlertText</name>
    <message numerus="yes">
        <source>more than %n hour(s)</source>
        <translation>
            <numerusform>more than %n hour</numerusform>
            <numerusform>more than %n hours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n hour</numerusform>
            <numerusform>%n hours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 GPU %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has been idle for %2, at %3 %4 an hour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is at %2 °C, over its %3 °C limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 reported XID error %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n GPU(s) idle for %2, at %3 %4 an hour.</source>
        <translation>
            <numerusform>%1: %n GPU idle for %2, at %3 %4 an hour.</numerusform>
            <numerusform>%1: %n GPUs idle for %2, at %3 %4 an hour.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n GPU(s) over the %2 °C limit.</source>
        <translation>
            <numerusform>%1: %n GPU over the %2 °C limit.</numerusform>
            <numerusform>%1: %n GPUs over the %2 °C limit.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n GPU(s) reported XID errors.</source>
        <translation>
            <numerusform>%1: %n GPU reported XID errors.</numerusform>
            <numerusform>%1: %n GPUs reported XID errors.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BillingModeText</name>
    <message>
        <source>Hourly (on demand)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Daily</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monthly commitment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yearly commitment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TFLOPS-hours (compute used)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BillingReportPdf</name>
    <message>
        <source>Cost report: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The PDF could not be started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost report — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 to %2 (UTC) · %n line(s) totalling %3 · as of %4</source>
        <translation>
            <numerusform>%1 to %2 (UTC) · %n line totalling %3 · as of %4</numerusform>
            <numerusform>%1 to %2 (UTC) · %n lines totalling %3 · as of %4</numerusform>
        </translation>
    </message>
    <message>
        <source>Month to date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forecast at month end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle cost this month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget remaining</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 to %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of each stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU cost and utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quoted and billed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quoted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Difference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budgets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Covers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invoices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invoice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Credits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>issued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BillingText</name>
    <message>
        <source>Day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage (idle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage (busy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purchase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tax</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Credit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adjustment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TFLOPS-h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GB-month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n line</numerusform>
            <numerusform>%n lines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 = %2: %n line(s)</source>
        <translation>
            <numerusform>%1 = %2: %n line</numerusform>
            <numerusform>%1 = %2: %n lines</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
%2 %3 to %4 (UTC)
Resource: %5 (%6)
SKU: %7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, idle GPU time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node or dataset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charge category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Busy or idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billing mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time in the off-peak window, billed at its discount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billing mode changed from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>resized to %n GPU(s) at %1 UTC</source>
        <translation>
            <numerusform>resized to %n GPU at %1 UTC</numerusform>
            <numerusform>resized to %n GPUs at %1 UTC</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed node(s) not billed from their failure</source>
        <translation>
            <numerusform>%n failed node not billed from its failure</numerusform>
            <numerusform>%n failed nodes not billed from their failure</numerusform>
        </translation>
    </message>
    <message>
        <source>each node is billed from when it is ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node time differed from the quote: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whole tenant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tag %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>actual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>forecast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alert only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Downsize the cluster to one node per pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over %1 % (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs out %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 % %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage and data transfer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClusterHealthReport</name>
    <message>
        <source>%1 GPU %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>XID error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 reported XID %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1: XID %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node %1 failed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node %1 is degraded: %2 of %3 GPUs healthy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform replaces failed nodes; resume the job from its last checkpoint on the replacement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep work off the unhealthy GPUs, or have the node replaced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 nodes are ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replacements are provisioning; work spread over every node waits for them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU metrics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No GPU metrics were available for the last %1 minutes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Monitoring for this cluster, or ask the platform whether its metrics collection is running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 °C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 MHz against %3 MHz)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 GPUs were under %3 % busy for the last %4 minutes (%5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About %1 an hour is spent on nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check that the job is running on them; if the work is done, stop the cluster or set auto-stop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throttled by temperature: %1 reached %2 °C or more, where GPUs lower their clocks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the platform to check the node&apos;s cooling; move the job if it stays hot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Held below their peers&apos; clocks while busy (power or heat): %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A slow GPU holds back every GPU of a synchronous job: compare its power draw, and have the node replaced if it stays slow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budgets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Costs are not visible to this role.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2): %3 of %4 spent this month, %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spending goes on past the budget: ask an owner to raise it or stop what it covers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its action (%1) applies once an owner&apos;s console confirms it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tell the tenant&apos;s owners before the budget runs out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No budget covers this cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Critical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cluster failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terminate it and launch it again; its datasets stay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uploads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed uploads from this console: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry them in Storage: they resume from where they stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Health report: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tenant: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As of %1 · %2 · %3 nodes, %4 GPUs · %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent warnings and errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 GPUs healthy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The budgets could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Billing to see them, or make the report again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClusterText</name>
    <message>
        <source>Pending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provisioning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resizing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terminating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terminated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preprocess</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pretrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fine-tune</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Degraded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draining</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Healthy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster %1 was requested.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster %1 is now %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 nodes of %3 are ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster %1 now has %2 GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node %1 of %2 failed; a replacement is being provisioned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload of %1 moved to node %2 and resumed from the checkpoint at step %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 nodes ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 d %2 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the off-peak window to open; nothing is billed until then.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No node passed the GPU burn-in test.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workload of %1 started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workload of %1 saved a checkpoint at step %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workload of %1 finished successfully.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workload of %1 failed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workload of %1 restarted from its last checkpoint.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workload of %1 was stopped.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConsoleOptions</name>
    <message>
        <source>ClusterDesk: a desktop console for renting GPU compute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the version and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start in the offline demo: a simulated platform, no account, no network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whom the demo signs in as: owner (default), admin, member, viewer, billing or support.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Support staff: view this tenant (its id) at start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The demo&apos;s seed (default 42).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set the demo&apos;s story at this UTC time (e.g. 2026-12-01T09:00:00Z) instead of now: the same seed and start tell the same story.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect to the saved connection NAME at start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language: en or zh_CN (default: settings, else system).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Theme: system, light, dark or high-contrast.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a PNG of the window once loaded, then quit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print milliseconds from start to the first painted window, then quit (benchmarks).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Monitoring on this cluster (its name or id).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encrypt and upload this file or folder once connected (may be repeated).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (see --help)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--demo-role wants owner, admin, member, viewer, billing or support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--seed wants a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--demo-start wants a time like 2026-12-01T09:00:00Z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--lang wants en or zh_CN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--theme wants system, light, dark or high-contrast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open this area at start: offerings, clusters, monitoring, storage, billing, audit or account.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--area wants offerings, clusters, monitoring, storage, billing, audit or account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --version: also each component&apos;s version and licence.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files or folders to encrypt and upload once connected, as paths or file:// URLs.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CryptTool</name>
    <message>
        <source>cannot read the key file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the passphrase file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key file needs its passphrase: set CLUSTERDESK_PASSPHRASE or pass --passphrase-file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no key: pass --key-file FILE or set CLUSTERDESK_KEY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CLUSTERDESK_KEY is not the base64 of a 32-byte key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encrypts, decrypts and inspects files in ClusterDesk&apos;s upload format (cd-aes256gcm-v1). The key comes from --key-file (an exported key file; its passphrase from CLUSTERDESK_PASSPHRASE or --passphrase-file) or from CLUSTERDESK_KEY (base64 of the raw key).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>encrypt, decrypt or inspect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A file, or - (the default) for stdin.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write to FILE instead of stdout. A file appears only once complete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An exported ClusterDesk key file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos; (encrypt, decrypt or inspect)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is larger than 64 KiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the key file&apos;s passphrase from FILE: its contents without trailing CR and LF characters.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DatasetDownload</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform answered HTTP %1 for bytes %2 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This dataset was encrypted with key %1, which this computer does not have (it has %2). Import that key first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dataset is empty; there is nothing to decrypt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is not enough space on the disk to save %1. Free some space, then download again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This dataset was uploaded encrypted from this computer, but the platform now serves it unencrypted. It was not downloaded: its content may have been replaced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform says this dataset is encrypted, but its content is not in ClusterDesk&apos;s format. It was not downloaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform sent %1 bytes for bytes %2 to %3 of the dataset; it was not downloaded.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EncryptionHeader</name>
    <message>
        <source>This is not a ClusterDesk encrypted file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file ends inside its header.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Format version %1 is not supported (this reader knows version 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cipher suite %1 is not supported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The header&apos;s reserved bytes are not zero.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Segment size %1 is outside what this reader accepts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The declared size is larger than 4 PiB.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <source>The platform&apos;s address could not be found. Check the URL in the connection settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform refused the connection. Check that the server is running and the port is right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection to the platform broke. Check your network; ClusterDesk keeps retrying.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform stopped answering. ClusterDesk keeps retrying; check your network or proxy if this persists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CA bundle chosen for this connection cannot be read. Choose a PEM file in the connection settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform&apos;s certificate is not trusted, so nothing was sent. If your platform uses a private CA, choose its CA bundle in the connection settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform did not accept the API key. Check it in the connection settings, or ask an owner of your tenant for a new one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your role does not allow this. Ask an owner or admin of your tenant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is no longer there: someone may have removed it. Refresh to see the current state.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform could not do this in the current state. Refresh and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Someone else changed this first. The page has the current version; check it and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform refused the request as it stands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The platform is limiting requests. Try again in %n second(s).</source>
        <translation>
            <numerusform>The platform is limiting requests. Try again in %n second.</numerusform>
            <numerusform>The platform is limiting requests. Try again in %n seconds.</numerusform>
        </translation>
    </message>
    <message>
        <source>The platform is limiting requests. Wait a moment and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform had a problem of its own. Try again in a minute; if it persists, contact its support.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This platform does not offer that yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform sent more data than ClusterDesk accepts in one answer. Narrow the request or contact the platform&apos;s support.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform&apos;s answer was cut off. Try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform sent an answer ClusterDesk cannot read. Try again; if it persists, contact the platform&apos;s support.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform refused the request as invalid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Details: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server answered without TLS: use http:// only for a local test server, or check the port.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server at %1 answered without TLS: use http:// only for a local test server, or check the port.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The secure connection to the platform could not be set up. ClusterDesk needs TLS 1.2 or later with forward-secret encryption; ask the platform&apos;s operator to check its TLS settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Prometheus CA bundle chosen for this connection cannot be read. Choose a PEM file under “Prometheus CA bundle” in the connection settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Prometheus server&apos;s certificate is not trusted, so nothing was sent. If it uses a private CA, choose that CA&apos;s bundle under “Prometheus CA bundle” in the connection settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The secure connection to the Prometheus server could not be set up. Check its address (https:// or http://) and its CA bundle in the connection settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prometheus refused the credentials of this connection (HTTP %1). Check the authentication, user, password or token under “Metrics from” in the connection settings.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FailureExplainer</name>
    <message>
        <source>The model did not fit in GPU memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use more or larger GPUs, a smaller micro-batch, activation checkpointing or ZeRO-3/FSDP sharding.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A collective operation timed out: a node failed or the network stalled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart from the last checkpoint; choose &apos;Restart from the last checkpoint&apos; on node failure to do it automatically.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The training script raised %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix the script and run it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The image could not be pulled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the image reference and the registry credentials, then run it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The command was killed (exit code 137), most often because the node ran out of memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use fewer data loader workers or nodes with more memory, then run it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The command exited with code %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the log for the first error, fix it and run the workload again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workload failed without saying why.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the log for the first error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The registry has no image with that tag or digest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the image reference&apos;s tag or digest (it must have been pushed to the registry), then run it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The registry refused to let the platform pull the image.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the registry&apos;s user name and password or token under Registry credentials, or check the repository&apos;s name, then run it again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FileCrypt</name>
    <message>
        <source>Could not write: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenSSL failed to encrypt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The input changed size while it was being encrypted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FolderBundler</name>
    <message>
        <source>Cannot bundle %1: it is not a folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot bundle %1: it does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the folder %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write the bundle %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot bundle %1: the system offers no UTF-8 locale to store its name in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the link %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot bundle the link %1: its target is not UTF-8 text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write the bundle %1 while adding %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bundling was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FolderScan</name>
    <message>
        <source>Cannot bundle %1: its name is not valid UTF-8.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot list the folder %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot use %1: it is larger than 4 MiB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bundling was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KeyFile</name>
    <message>
        <source>This is not a ClusterDesk key file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key file is damaged (it is %1 bytes, not %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This key file&apos;s version is not supported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key file asks for an unreasonable scrypt cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The passphrase is wrong, or the key file is damaged.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MetricText</name>
    <message>
        <source>GPU utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor core activity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU memory used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SM clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCIe transmit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCIe receive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVLink transmit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVLink receive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>XID errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node network receive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node network transmit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node storage read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node storage write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MHz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>XID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MHz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>XID %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 TiB</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PartBody</name>
    <message>
        <source>The file changed while it was being sent.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PartedTransfer</name>
    <message>
        <source>The platform accepted a part of the upload but did not say where it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform refused a part of the upload: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The upload queue cannot be saved on this computer; the disk may be full. Free some space, then retry the upload.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform does not answer for this upload: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform&apos;s answer about this upload is malformed or for another size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform accepted the upload but did not say where it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform refused to join the upload&apos;s parts: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RefusedPatch</name>
    <message>
        <source>The data keeps arriving damaged at the platform.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform refused the data: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoleText</name>
    <message>
        <source>Owner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Admin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Member</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Viewer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Support</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SequentialTransfer</name>
    <message>
        <source>Cannot read %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The upload queue cannot be saved on this computer; the disk may be full. Free some space, then retry the upload.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform does not answer for this upload: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform&apos;s answer about this upload is malformed or for another size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform confirmed a different offset than was sent.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShortcutsHelp</name>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to Offerings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to Clusters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to Monitoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to Storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to Billing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to Audit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to Account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monitoring: live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monitoring: the last 15 minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monitoring: the last hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monitoring: the last 6 hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monitoring: the last 24 hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monitoring: the last 7 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search the offerings or the clusters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refresh the page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect to a platform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offline demo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Launch a cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monitoring: pause or follow the live stream</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monitoring: export the chart as PNG / its data as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a chart: zoom in, zoom out, pan left, pan right, show everything</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage: upload files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage: upload a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage: delete the selected dataset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster logs: copy the selected lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demo: show or hide the presenter&apos;s toolbar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alt+underlined letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump to that field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StreamDecryptor</name>
    <message>
        <source>There are bytes after the final segment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file ends inside its header.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file ends before its final segment (segment %1 is missing).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is not a ClusterDesk encrypted file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This file was encrypted with key %1, but the key in use is %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file&apos;s header failed authentication: it was changed after encryption.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenSSL could not set up AES-256-GCM.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file has more segments than the format allows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file ends after segment %1, which is not its final segment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Segment %1 failed authentication: it was changed, lost, duplicated or moved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The decrypted data could not be written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plaintext is not the size the header says.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file ends in an empty segment after segment %1, which no writer makes.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StreamEncryptor</name>
    <message>
        <source>There is no tenant key to encrypt with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is larger than 4 PiB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsupported segment size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system&apos;s random number generator failed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenSSL could not wrap the data key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenSSL could not set up AES-256-GCM.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This upload was started with key %1; the key here is %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saved header is damaged.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TemplateYamlIssue</name>
    <message>
        <source>line %1, column %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TemplateYamlReader</name>
    <message>
        <source>&apos;%1&apos; must be a mapping of keys to values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keys must be plain names.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; appears twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key &apos;%1&apos; in %2; expected one of: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be a whole number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be between %2 and %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be true or false.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be a list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; lists an empty id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; lists &apos;%2&apos; twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be an absolute path without &apos;..&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;billing_mode&apos; must be hourly, daily, monthly, yearly or tflops_hours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;pools&apos; must be a list of 1 to %1 node pools.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a pool needs an &apos;offering&apos; (an offering id).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;envs&apos; must map variable names to values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a variable name: use letters, digits and &apos;_&apos;, not starting with a digit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is set by the platform on every node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos;: write a value, or {secret: true} for a secret entered at launch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;ports&apos; must be a list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>port %1 appears twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an image reference: use registry/repository:tag or repository@sha256:&lt;digest&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;on_node_failure&apos; must be stop or restart_from_checkpoint.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;name&apos; may have at most 80 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;run&apos; is empty: write the command to start on every node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;stage&apos; must be preprocess, pretrain, finetune, inference or eval.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the template needs &apos;resources&apos; with its &apos;pools&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; belongs to a workload: add a &apos;run&apos; command, or remove it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a workload needs an &apos;image&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is larger than 1 MiB: a template is a few kilobytes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is not UTF-8 text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is not valid YAML (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is not a template (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TenantKeyFile</name>
    <message>
        <source>Cannot make the folder %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key file could not be made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TerminalLauncher</name>
    <message>
        <source>ssh is not installed. Add the OpenSSH Client in Settings &gt; System &gt; Optional features, then try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ssh is not installed. Install the OpenSSH client (on Debian and Ubuntu: sudo apt install openssh-client), then try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No terminal program was found. Copy the SSH command and run it in a terminal of your choice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The terminal could not be opened: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be started.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UploadWorker</name>
    <message>
        <source>The platform lost this upload %1 times; giving up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is gone; it cannot be uploaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform accepted the upload but did not say where it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform refused the upload: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The upload finished but its dataset cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform&apos;s copy does not match what was sent (size or SHA-256 differs). Upload it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 kept changing while it was being uploaded; upload it again when it is no longer being written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The upload queue cannot be saved on this computer; the disk may be full. Free some space, then retry the upload.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WorkloadText</name>
    <message>
        <source>Pulling the image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpointing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restarting from the last checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Succeeded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out of GPU memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a collective operation timed out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the command exited with an error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the image could not be pulled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart from the last checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · step %2/%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (exit code %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image: &apos;%1&apos; is not an image reference; use registry/repository:tag or repository@sha256: and 64 hex digits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command: enter the command that starts the workload on every node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command: at most %1 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setup: at most %1 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint directory: use an absolute path without &apos;..&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working directory: use an absolute path without &apos;..&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint interval: 1 to 1440 minutes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environment: at most %1 variables.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environment variable %1: the value of %2 is longer than %3 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environment variable %1: &apos;%2&apos; is not a name; use letters, digits and &apos;_&apos;, not starting with a digit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environment variable %1: %2 is set by the platform on every node; remove it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environment variable %1: %2 is set twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ports: at most %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port %1: 22 is the node&apos;s SSH server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port %1: %2 is not between 1 and 65535.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port %1: %2 is listed twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Registry user: enter the user name the registry knows you by.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environment variable %1: enter the value of the secret %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>XidText</name>
    <message>
        <source>graphics engine exception, usually a fault in the running program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU memory page fault, usually a bad memory access in the running program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the GPU stopped processing the program&apos;s work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the driver cleaned up after a process that ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>double-bit ECC memory error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ECC page retirement or row remapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVLink error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the GPU has fallen off the bus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>high rate of single-bit ECC errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>contained ECC error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>uncontained ECC error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU System Processor (GSP) error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>XID %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the program&apos;s logs on that node; restart the job from its last checkpoint.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to do unless it repeats.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch for repeats; the GPU needs a reset when the node next drains.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart the job from its last checkpoint; if it repeats, have the node replaced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The node cannot be trusted with work: the platform replaces failed nodes; resume the job from its last checkpoint on the replacement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look the XID up in NVIDIA&apos;s XID catalogue; if it repeats, have the node replaced.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::AboutDialog</name>
    <message>
        <source>About ClusterDesk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;ClusterDesk %1&lt;/h3&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A desktop console for renting GPU compute: compare offerings, run clusters, follow costs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built with %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClusterDesk is free software under the GNU General Public License, version 3 or later (%1). It uses these components:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Component</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Licence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not reported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This library does not say its version at run time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::AccountListTab</name>
    <message>
        <source>Loading…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::AccountPage</name>
    <message>
        <source>Account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;SSH keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;PI keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Members</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::AddSshKeyDialog</name>
    <message>
        <source>Add SSH key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. laptop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Public key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ssh-ed25519 AAAA... you@computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load from file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Public &amp;key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Public key file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Public keys (*.pub);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is too large to be a public key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste the contents of your public key file (for example ~/.ssh/id_ed25519.pub), or load it from the file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 bits. Fingerprint: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::ApiKeyShownDialog</name>
    <message>
        <source>API key &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Copy this key now: it cannot be shown again.&lt;/b&gt; Neither ClusterDesk nor the platform keeps it, only a fingerprint. Store it where your program reads it, for example a CI secret or a file only you can read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New API key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close without the key?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Have you stored the key? It cannot be shown again; without it you would have to revoke it and create another.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::ApiKeysSession</name>
    <message>
        <source>Your role cannot hand out this role: owners give any role, admins any but owner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key was created, but a key is shown only once. Revoke it and create another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This request changed while it was being retried. Create the key again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the key a name of 1 to 80 characters, for example &quot;ci-deploy&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose one of the roles owner, admin, member, viewer or billing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose an expiry in the future and at most two years ahead, or none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That key or member is no longer there: someone may have removed it. Refresh to see the current keys.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::ApiKeysTab</name>
    <message>
        <source>&amp;Create…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Revoke…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No API keys. Create one for each program or script that calls the platform.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Member</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expires</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API key revoked: programs using it can no longer call the platform.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Programs and scripts, such as cdctl or a CI job, call the platform with these keys. Give each its own key with the least role it needs, and revoke a key as soon as it is no longer used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tenant&apos;s API keys, read-only. Owners and admins create and revoke them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expired %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This key expired: the platform refuses it. Revoke it to tidy up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the key to revoke in the list first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revoke API key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revoke the API key &quot;%1&quot; (%2)? Programs using it stop working at once, including streams they have open. This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Revoke</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::AsOfLabel</name>
    <message>
        <source>Refreshing… (as of %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>When these figures were loaded. %1 or Refresh loads them again; they also load again when the page is shown and they are older than %n minute(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cd::AuditPage</name>
    <message>
        <source>Support staff only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audit log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the tenant&apos;s owners and admins can read its audit log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n entries</source>
        <translation>
            <numerusform>%n entry</numerusform>
            <numerusform>%n entries</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n by support staff</source>
        <translation>
            <numerusform>%n by support staff</numerusform>
            <numerusform>%n by support staff</numerusform>
        </translation>
    </message>
    <message>
        <source>Every time support staff looked at this tenant in the last %1 days, and every change its own people made or were refused. Nobody can change or remove an entry.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::AuditTableModel</name>
    <message>
        <source>Owner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Admin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Member</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Viewer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Support staff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>View %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2), %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Support staff viewing this tenant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 times, last at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Viewed their own account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Viewed the regions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Viewed the GPU offerings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asked for a price estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Viewed the clusters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Launched a cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changed a cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terminated a cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped a cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started a cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Viewed a cluster&apos;s nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Viewed a cluster&apos;s events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Followed the live cluster events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Viewed a cluster&apos;s metrics history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Followed a cluster&apos;s live metrics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the metrics for Prometheus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checked the upload service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started an upload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checked an upload&apos;s progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent an upload&apos;s data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled an upload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Viewed the datasets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted a dataset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Downloaded a dataset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Viewed the cost line items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Viewed the billing summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Viewed the budgets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changed the budgets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Viewed the invoices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Viewed the alerts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Viewed the list of tenants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Viewed the audit log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restarted a cluster&apos;s workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Viewed a workload&apos;s checkpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Viewed a cluster&apos;s logs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Followed a cluster&apos;s live logs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Viewed their SSH keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added an SSH key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted an SSH key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Viewed the launch templates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved a launch template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changed a launch template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted a launch template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Viewed the API keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created an API key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revoked an API key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Viewed the members</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invited a member</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changed a member&apos;s role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removed a member</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::BillingBudgetsTab</name>
    <message>
        <source>Budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Covers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forecast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alerts at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budgets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New budget…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your role can see costs but not change budgets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, without asking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, after asking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monthly budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the budget “%1”? Its alerts stop.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::BillingExports</name>
    <message numerus="yes">
        <source>Writing %n line(s)…</source>
        <translation>
            <numerusform>Writing %n line…</numerusform>
            <numerusform>Writing %n lines…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped; no file was written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this tenant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export FOCUS CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the table as shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export a PDF report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::BillingInvoicesTab</name>
    <message>
        <source>Invoice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Period</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discounts and credits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invoices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Issued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open (this month)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::BillingLinesTab</name>
    <message>
        <source>&amp;Group by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing (every line)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>then</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All charges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search lines (cluster, node, GPU, stage, region…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line items</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n line(s), billed %1</source>
        <translation>
            <numerusform>%n line, billed %1</numerusform>
            <numerusform>%n lines, billed %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n line(s) shown, billed %2</source>
        <translation>
            <numerusform>%1 of %n line shown, billed %2</numerusform>
            <numerusform>%1 of %n lines shown, billed %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cd::BillingOverviewTab</name>
    <message>
        <source>&amp;Daily cost by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Daily cost chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Share of each stage&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of each stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Top spenders this month&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top spenders this month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;GPU cost and utilization&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU cost and utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everything else</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage and data transfer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Daily cost by %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::BillingPage</name>
    <message>
        <source>Refres&amp;h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Overview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Line items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quoted and billed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Budgets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Invoices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Range:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last 90 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FOCUS CSV (every line)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF report (A4)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF report (Letter)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table as shown (CSV)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discounts and credits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading lines…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Loading… %n line(s) so far</source>
        <translation>
            <numerusform>Loading… %n line so far</numerusform>
            <numerusform>Loading… %n lines so far</numerusform>
        </translation>
    </message>
    <message>
        <source>Loading stopped; the lines shown are from before.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to %2 (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Month to date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>since %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forecast at month end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>between %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At what is running now, %1 a day; the range spans the last seven days&apos; cheapest and dearest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget remaining</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no budget for the whole tenant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle GPU cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of this month&apos;s spend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off-peak hours and credits this month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::BillingQuotesTab</name>
    <message>
        <source>What the launch dialog quoted for the time each cluster ran, beside what was billed, and what made the difference.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quoted per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hours run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quoted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Difference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quoted and billed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As quoted</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::BudgetDialog</name>
    <message>
        <source>Act &amp;without asking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole tenant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 50, 80, 100</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 100</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applies &amp;to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cluster:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ta&amp;g:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Amount per month:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alert at actua&amp;l spend (%):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alert at &amp;forecast spend (%):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When &amp;reached:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the budget a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set an amount above zero.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no cluster to budget for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say which value of the tag the budget covers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alert shares are whole percentages from 1 to 1000, separated by commas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a cluster&apos;s budget can stop or downsize it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tag key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tag value</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::BudgetWatcher</name>
    <message>
        <source>Budget %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spending this month has passed %1 % of %2: %3 so far.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The forecast for this month, %1, passes %2 % of %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget %1 reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The budget “%1” is spent (%2 of %3). Stop its cluster now?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The budget “%1” is spent (%2 of %3). Shrink its cluster to one node per pool now?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster %1 is stopping: its budget is spent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster %1 is shrinking to one node per pool: its budget is spent.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::ChangeRoleDialog</name>
    <message>
        <source>Change role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;hange role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is now %2. The new role applies to their next request, also to the API keys they already have.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New &amp;role:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::ClusterDetailView</name>
    <message>
        <source>Cluster configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes and GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node / GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State / health</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last XID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Since</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Overview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;vents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a cluster to see its configuration, nodes and events.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, replacing %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 of %3 GPUs healthy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pool %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 (%3 GPUs each), %4 ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off-peak only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dedicated hardware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto-stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>After %n idle minute(s)</source>
        <translation>
            <numerusform>After %n idle minute</numerusform>
            <numerusform>After %n idle minutes</numerusform>
        </translation>
    </message>
    <message>
        <source>Never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Datasets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quoted at launch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not billing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lo&amp;gs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::ClusterListModel</name>
    <message>
        <source>As of %1 (platform time)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2×%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node pools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Age</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · step %2/%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · workload: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::ClusterLogsView</name>
    <message>
        <source>Only &amp;matching lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pause auto-scroll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Source:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lowest level shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Info and above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warnings and errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fin&amp;d:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search (Enter: next, Shift+Enter: previous)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This cluster runs no workload, so there is no log to show. Launch it with a workload, or reach its nodes over SSH.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log files (*.log *.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All nodes (merged)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n new line(s) — &amp;Resume</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No error lines in this view.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save the log to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving the log…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving the log was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Saved %n line(s) to %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s)</source>
        <translation type="unfinished">
            <numerusform>%n line</numerusform>
            <numerusform>%n lines</numerusform>
        </translation>
    </message>
    <message>
        <source>Loading the log…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Auto-scroll paused · %n line(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Following live · %n line(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Connection lost: reconnecting in %n s · </source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Connection lost: reconnecting… · %n line(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not following · %n line(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The log could not be loaded: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source> · %n older line(s) let go to save memory</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Jump to first error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save to &amp;file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lev&amp;el:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::ClustersPage</name>
    <message>
        <source>&amp;Launch cluster…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Si&amp;ze advisor…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resi&amp;ze…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>St&amp;op</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>St&amp;art</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Terminate…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clusters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search name, GPU, region…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search clusters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show clusters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All but terminated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All, with terminated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>● Live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>○ Reconnecting to updates…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changes appear as they happen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The update stream dropped; it reconnects by itself and catches up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your role can look at clusters but not change them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopping releases the nodes of %1 and ends its billing. Local disks are erased; data in datasets stays. Start it again later with the same configuration.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopping %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terminating %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed and degraded nodes, XID errors, idle, hot or slow GPUs and budgets, with what to do next: to read, copy or save for a ticket.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Health re&amp;port…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Why: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload failed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::ConnectionDialog</name>
    <message>
        <source>Connect to a platform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved connections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System certificates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a CA bundle file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Saved:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;URL:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Proxy:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try the offline &amp;demo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved in the keychain; type to replace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cdk_…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the API key for this platform.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a CA bundle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PEM certificates (*.pem *.crt *.cer);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Testing the connection to %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It works: signed in as %1 (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It works: signed in as %1 (%2) of %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform&apos;s own metrics (leave empty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read GPU metrics from a Prometheus server that scrapes DCGM exporters or the platform, e.g. https://prometheus.example:9090</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Metrics from:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking the keychain…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept in memory until you quit; type to replace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved on this computer: type the API key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keychain could not be read: type the API key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unencrypted connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not this computer, and http:// does not encrypt. Your API key and everything you load would cross the network in clear, readable by anyone on the way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use https:// unless this is a network you trust completely. ClusterDesk remembers your choice for this connection and warns while connected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect &amp;without encryption</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>De&amp;lete connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;A bundle:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass&amp;word or token:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system&apos;s proxy settings (leave empty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bearer token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User and password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How ClusterDesk signs in to the Prometheus server: a bearer token (Grafana Cloud, Mimir, an authenticating proxy) or a user and password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System certificates (not the platform&apos;s CA bundle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the Prometheus CA bundle file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aut&amp;hentication:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prometheus us&amp;er:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prometheus CA &amp;bundle:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The API key and the Prometheus password or token are kept in your system&apos;s keychain, never in a settings file. Certificates are always verified; for a private CA choose its bundle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not this computer, and http:// does not encrypt. Your Prometheus password or token and the metrics would cross the network in clear, readable by anyone on the way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the connection “%1” and its API key and passwords from this computer?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T&amp;oken:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept in the keychain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the Prometheus server&apos;s CA bundle</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::ConnectionIndicator</name>
    <message>
        <source>Demo: simulated platform, no network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reconnecting to %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection state</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::ConnectionManager</name>
    <message>
        <source>No demo is running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This console was built without the offline demo.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::ConnectionProfile</name>
    <message>
        <source>Give the connection a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the platform&apos;s address, such as https://api.example.com.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The address must start with https:// (or http:// for a local simulator).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CA bundle %1 cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Prometheus address must be a full URL, such as https://prometheus.example:9090.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not this computer: over http:// the API key would cross the network unencrypted. Use https://, or confirm that you accept plain http:// for this connection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not this computer: over http:// the Prometheus credentials would cross the network unencrypted. Use https://, or confirm that you accept plain http:// for this connection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Prometheus CA bundle %1 does not exist or cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Prometheus CA bundle %1 holds no PEM certificate (&quot;-----BEGIN CERTIFICATE-----&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prometheus authentication and CA bundle need a Prometheus address under &quot;Metrics from&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the user name for Prometheus, or choose another authentication.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Prometheus user name cannot contain &quot;:&quot; (HTTP Basic forbids it).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::CreateApiKeyDialog</name>
    <message>
        <source>Create API key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. ci-deploy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In 30 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In 90 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In 1 year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On a date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expiry date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Create</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Role:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Expires:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key acts as its holder with this role, never more than the holder&apos;s own role allows. It is shown once, right after it is made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the key a name that says where it is used, for example &quot;ci-deploy&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name is %1 characters long; at most %2 fit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your role cannot hand out any role.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose an expiry date after today.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A key expires at most two years from now: choose an earlier date, or Never.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Me</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (invited)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;For:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::CustomRangeDialog</name>
    <message>
        <source>Custom time range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;To:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The end must come after the start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The start is in the future; there are no samples yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose at least a minute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose at most %1 days; the platform keeps samples for that long.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::DailyCostChart</name>
    <message>
        <source>Discounts and credits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No costs in this range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discounts and credits: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::DatasetListModel</name>
    <message>
        <source>AES-256-GCM (%1), encrypted on the uploading computer with key %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
File: %2
SHA-256 of the stored bytes: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encrypted · key %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not encrypted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encryption</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Used by</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::DatasetsBox</name>
    <message>
        <source>Datasets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;fresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do&amp;wnload and check…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>De&amp;lete…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fetch the dataset and decrypt it on this computer: every segment&apos;s authentication is checked, and the file appears only if all of it verifies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete dataset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was not deleted: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a tenant to inspect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No datasets yet: upload files or drop them here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n dataset(s)</source>
        <translation type="unfinished">
            <numerusform>%n dataset</numerusform>
            <numerusform>%n datasets</numerusform>
        </translation>
    </message>
    <message>
        <source>Your role can look at datasets but not upload or delete them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the decrypted dataset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Downloading and decrypting %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dataset downloaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Download and check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be downloaded and checked; no file was written. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is used by %2. Terminate those clusters first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete %1 (%2) from the platform? This cannot be undone; the files on this computer stay.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::DemoPlatform</name>
    <message>
        <source>No cluster is running right now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing has been spent this month yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 monthly cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monthly total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pretraining</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::DemoSamples</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The demo ended first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot make the folder %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::FolderScan</name>
    <message>
        <source>bundle output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gitignore: %1 (%2:%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>special file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::GuidedTour</name>
    <message>
        <source>&amp;Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Skip tour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare GPU offerings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every GPU from T4 to H200, MI300X and Ascend 910B: price per billing mode, region, interconnect and what is available now. Filter and sort, then open one to size a cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Launch and resize clusters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size a cluster with the advisor, see its quote before launching, and resize, stop or terminate it later. A node that fails and is replaced shows in the cluster&apos;s events.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch every GPU live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Utilization, memory, temperature and power of each GPU as it happens, with alerts for idle, overheating and failing GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upload, encrypted here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Code and data are encrypted with AES-256 on this computer before they leave it. Uploads resume after an interruption; only your key opens them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Know what it costs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Itemized costs by day, cluster and stage; budgets with alerts; a forecast for the month&apos;s end; exports as FOCUS CSV or PDF.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Presenter controls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the clock up to 3600 times faster, make a node fail, raise a budget alert or scale a cluster up, and reset the story when you are done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::HealthReportDialog</name>
    <message>
        <source>Gathering nodes, events, metrics and budgets…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as &amp;text…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as &amp;PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Health report: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Health report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budgets could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gathered at %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The PDF could not be written to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the health report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The report was not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU temperatures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU clocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::HeatmapView</name>
    <message>
        <source>Heatmap of every GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No samples in this window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n node</numerusform>
            <numerusform>%n nodes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · GPU %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::InviteMemberDialog</name>
    <message>
        <source>Invite member</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name@example.com</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optional</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Invite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Email:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Role:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They appear as invited until they first call the platform with an API key made for them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the email address of the person to invite.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The address is %1 characters long; at most %2 fit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an email address: expected one like name@example.com, without spaces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your role cannot hand out any role.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::LaunchClusterDialog</name>
    <message>
        <source>&amp;Add pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;move pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run only in the &amp;off-peak window (cheaper)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dedicated, physically isolated hardware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Launch a cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. llama-finetune</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node pools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> min of idle GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto-stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimate for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Launch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node &amp;pools:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Billing:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Image:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimate &amp;for:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pool name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not every offering chosen has dedicated hardware.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the cluster a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A name has 3 to 40 lowercase letters, digits or hyphens, starts with a letter and does not end with a hyphen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No offerings are loaded; refresh the Offerings page or check the connection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each pool needs its own name, written like a cluster name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pool %1 needs at least one node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pool %1 asks for %2 nodes; a pool has at most %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose an offering for pool %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All pools of a cluster must be in one region.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1 per hour&lt;/b&gt;, %2 for %n hour(s).</source>
        <translation>
            <numerusform>&lt;b&gt;%1 per hour&lt;/b&gt;, %2 for %n hour.</numerusform>
            <numerusform>&lt;b&gt;%1 per hour&lt;/b&gt;, %2 for %n hours.</numerusform>
        </translation>
    </message>
    <message>
        <source>Quota: %1 of %2 GPUs and %3 of %4 clusters in use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only %1 nodes of %2 are free; this asks for %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This needs %1 GPUs; your quota leaves %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Launching…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asking the platform for %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billed in Chinese yuan (CNY), your account&apos;s currency.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billed in US dollars (USD), your account&apos;s currency.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the price estimate…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSH &amp;keys:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sta&amp;ge:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;uto-stop:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Datas&amp;ets:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::LaunchEnvTable</name>
    <message>
        <source>Add &amp;variable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove variable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show secret values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environment variables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variable name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variable value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>enter the value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A secret&apos;s value is never shown again: enter it for this launch.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::LaunchPortTable</name>
    <message>
        <source>Remove port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jupyter (8888)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TensorBoard (6006)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ad&amp;d port</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::LaunchSshKeyPicker</name>
    <message>
        <source>SSH keys the nodes accept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have no SSH keys. Add one under Account to log in to the nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::LaunchTemplateBar</name>
    <message>
        <source>&amp;Save as template…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import YAML…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export YAML…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start from template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start from &amp;template:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a launch template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YAML files (*.yaml *.yml);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the launch form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YAML files (*.yaml *.yml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was not imported:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tenant already has a template named &quot;%1&quot;. Replace it with this form?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secret values are not saved: whoever launches from the template enters them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the template &quot;%1&quot; for everyone in the tenant? Clusters launched from it are not affected.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::LaunchWorkloadSection</name>
    <message>
        <source>Run a wor&amp;kload (unticked: an interactive cluster, reached over SSH)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Private re&amp;gistry: sign in to pull the image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The datasets ticked on the Resources tab are mounted read-only at /data/&lt;name&gt; on every node; the code bundle is unpacked to /workspace/code. MASTER_ADDR, MASTER_PORT, WORLD_SIZE, NODE_RANK and LOCAL_WORLD_SIZE are set on every node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I&amp;mage:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Registry &amp;user:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working director&amp;y:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Command:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Environment:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;orts:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint d&amp;irectory:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint i&amp;nterval:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On node &amp;failure:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not an image reference: use registry/repository:tag or repository@sha256: and 64 hex digits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>enter the password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Registry password: enter it for this launch; it is never shown again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Registry p&amp;assword:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Code &amp;bundle:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setu&amp;p:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::LineItemTreeModel</name>
    <message>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resource</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU use</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::LogLinesModel</name>
    <message>
        <source>Debug</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Info</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) were dropped</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cd::MainMenus</name>
    <message>
        <source>&amp;Platform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Connect…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try the offline &amp;demo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Disconnect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow the &amp;system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Demo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Guided tour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About ClusterDesk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new language applies when ClusterDesk restarts. Restart now?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Launch a cluster…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy &amp;diagnostics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diagnostics copied to the clipboard: paste them into your support request.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::MainWindow</name>
    <message>
        <source>Offerings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clusters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monitoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Areas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClusterDesk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClusterDesk — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The offline demo could not start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection “%1” is not saved any more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the API key for “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not encrypted: the API key and all data travel in clear to %1 (http://). Use https:// for this connection if you can.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still uploading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClusterDesk keeps uploading in the background. Click its icon to come back, or choose Quit in its menu to stop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) will be encrypted and uploaded once you connect.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Not encrypted: the Prometheus password or token and the metrics travel in clear to %1 (http://). Use https:// for it if you can.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::MembersSession</name>
    <message>
        <source>This person is the tenant&apos;s last owner: make someone else owner first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Someone with this email address is already a member or invited.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your role cannot do this: only an owner invites, changes or removes owners.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is not an email address: expected one like name@example.com, without spaces.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::MembersTab</name>
    <message>
        <source>&amp;Invite…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;hange role…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Members</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Email</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invited by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last seen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 invited as %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is now %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 removed from the tenant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The people of your tenant and their roles. A role change applies to their next request; removing someone stops their API keys at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The people of your tenant, read-only. Owners and admins invite, change and remove them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is the tenant&apos;s last owner: make someone else owner first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your role cannot change or remove someone who is %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change your own role to %1? You may lose access to this area and to what your current role allows, from your next request on; only an owner or admin can give it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make %1, an owner, %2? They can no longer manage the tenant&apos;s owners from their next request on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;hange role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove %1 from the tenant? Their API keys stop working at once, including streams they have open, and their SSH keys are deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is you: you lose access to the tenant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove member</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::MonitoringAlertsPanel</name>
    <message>
        <source>GPU alerts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU alert</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n new GPU alert(s) on %1; the Monitoring page lists them.</source>
        <translation>
            <numerusform>%n new GPU alert on %1; the Monitoring page lists it.</numerusform>
            <numerusform>%n new GPU alerts on %1; the Monitoring page lists them.</numerusform>
        </translation>
    </message>
    <message>
        <source>No alerts: no GPU idle for %1 minutes, too hot or reporting an XID error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Alerts (%1) · idle GPUs cost %2 %3 an hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Alerts (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::MonitoringExports</name>
    <message>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export chart as PNG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export data as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::MonitoringNodeCharts</name>
    <message>
        <source>&amp;Node:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Co&amp;mpare with:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node to drill into</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node to compare with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a node to compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::MonitoringPage</name>
    <message>
        <source>No samples in this window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average GPU utilization</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) reporting</source>
        <translation>
            <numerusform>%n GPU reporting</numerusform>
            <numerusform>%n GPUs reporting</numerusform>
        </translation>
    </message>
    <message>
        <source>waiting for samples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · GPU %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hottest GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 W per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU memory used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cluster to monitor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not load metrics: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>● Live from Prometheus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>● Live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting to the live stream…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: average of %n GPU(s); the shaded band runs from the lowest to the highest</source>
        <translation>
            <numerusform>%1: average of %n GPU; the shaded band runs from the lowest to the highest</numerusform>
            <numerusform>%1: average of %n GPUs; the shaded band runs from the lowest to the highest</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: average of %n node(s); the shaded band runs from the lowest to the highest</source>
        <translation>
            <numerusform>%1: average of %n node; the shaded band runs from the lowest to the highest</numerusform>
            <numerusform>%1: average of %n nodes; the shaded band runs from the lowest to the highest</numerusform>
        </translation>
    </message>
    <message>
        <source>utilization under %1 % right now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per GPU</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::MonitoringToolbar</name>
    <message>
        <source>C&amp;luster:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M&amp;etric:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset zoom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the whole window again (Home in a chart)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>15 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>6 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>24 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>7 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a start and an end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chart as &amp;PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data as &amp;CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop following the live stream</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::NodeAccessBar</name>
    <message>
        <source>Copy SSH &amp;command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open in &amp;browser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port forwards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remote port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a node to reach it over SSH.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This node cannot be reached now: it is not ready, or your role has no SSH access.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 The offline demo has no nodes to reach; on a real platform this would %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied: %1 (the offline demo has no nodes to reach)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open a terminal running it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A terminal opened with %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>forward a port of the node to this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Service:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remote port:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Local port:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open ter&amp;minal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Op&amp;en port…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Stop forward</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::Notifier</name>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::OfferingDetailView</name>
    <message>
        <source>Hourly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Daily (per GPU-day)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monthly (per GPU-month)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yearly (per GPU-year)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TFLOPS-hours (per TFLOPS-hour)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offering details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select an offering to see its specifications, every price and what is free now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB %2, %3 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BF16 / FP16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2 TFLOPS (dense)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 (%3 GB GPU memory in all)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU and memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 vCPU, %2 GB RAM, %3 GB local NVMe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inside the node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 GB/s per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Between nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 Gb/s per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off-peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1% off from %2 to %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none: sold out in this region right now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 nodes (%3 GPUs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dedicated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>available: physically isolated nodes, +%1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not offered for this shape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Framework images</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::OfferingFilterBar</name>
    <message>
        <source>&amp;Available now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU model, e.g. H100</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search GPU model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimum GPU memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maximum price per GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billing mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interconnect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset filters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Vendor:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;gion:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Interconnect:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU &amp;memory ≥</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs/&amp;node:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max &amp;price/GPU-h:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Billing:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;urrency:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The currency to compare prices in. Clusters are quoted and billed in your account&apos;s currency, whichever you choose here.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::OfferingsModel</name>
    <message>
        <source>Sold out in %1 right now; capacity frees up as clusters stop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 vCPU · %3 GB RAM · %4 GB NVMe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 Gb/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n/a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sold out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes (+%1%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs/node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In-node link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/node-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Available nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BF16 TFLOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dedicated</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::OfferingsPage</name>
    <message>
        <source>Re&amp;fresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU offerings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offerings</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Loading… %n offering(s) so far</source>
        <translation>
            <numerusform>Loading… %n offering so far</numerusform>
            <numerusform>Loading… %n offerings so far</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No offerings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n offering(s)</source>
        <translation>
            <numerusform>%n offering</numerusform>
            <numerusform>%n offerings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n offering(s) match</source>
        <translation>
            <numerusform>%1 of %n offering match</numerusform>
            <numerusform>%1 of %n offerings match</numerusform>
        </translation>
    </message>
    <message>
        <source>No offering matches all of these filters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset filters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Launch…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a tenant to inspect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your role can look at offerings but not launch clusters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select an offering to launch a cluster of it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the launch dialog with this offering chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading offerings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fetch the catalog again</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::PassphraseDialog</name>
    <message>
        <source>Protect the key file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the key file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passphrase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passphrase again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Passphrase:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Again:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a passphrase of at least %1 characters; whoever has the file and the passphrase can read every dataset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At least %1 characters (%2 so far).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The two passphrases differ.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::PortForwards</name>
    <message>
        <source>ssh is not installed. Install the OpenSSH client, then try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port %1 on this computer is already in use. Choose another local port.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ssh ended without a word (exit code %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ssh failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ssh could not be started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The forward did not come up within %1 seconds.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::PresenterPanel</name>
    <message>
        <source>Presenter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fail a node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise a &amp;budget alert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Scale up a cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset the demo…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Presenter controls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A node of the largest running cluster fails now; watch its work move to a replacement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sets a budget just under what this month&apos;s biggest spender has spent, so its alerts go off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two more nodes for the inference cluster, as demand grows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starts the story again from its beginning; what was changed in the demo is lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clock speed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Real time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 simulated seconds every second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clock speed %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clock &amp;speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulated time: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The simulated clock now runs at %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node %1 of %2 failed; a replacement is provisioning and the work will move to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No node can fail: no cluster is running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No budget alert: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No scale-up: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster %1 is growing: pool %2 from %3 to %4 nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset the demo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the demo again from its beginning? Clusters launched, uploads and budgets changed in this demo are lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The demo starts again from its beginning.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The demo could not start again: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Alt+P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget “%1” of %2 a month is set; its alerts follow.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::ResizeClusterDialog</name>
    <message>
        <source>Resize %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resize</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes per pool:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes in pool %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> × %1×%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (now %2):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cluster is not running; it can be resized once it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per hour: %1 now, %2 after (%3%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note: growing needs capacity or quota the platform may not have.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resizing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Someone else changed this cluster while you were deciding. It now has %1 and is %2. Check the sizes and resize again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::SecretStore</name>
    <message>
        <source>No keychain service is running on this system, so the API key is kept in memory only until you quit. It was not written to disk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No API key is saved for this connection yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keychain refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::ShareBars</name>
    <message>
        <source>%1: %2 (%3 %)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::SizingAdvisorDialog</name>
    <message>
        <source>Enter the model size: more than zero billion parameters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter how many tokens to train on: more than zero.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The expected utilisation (MFU) must be above 0 % and at most 100 %.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow at least one node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deadline must be more than zero hours away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The budget must be more than zero.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Deadline:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Use in launch dialog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What do I need?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pretraining</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full fine-tune</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA fine-tune</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inference (serving)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP32</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BF16 (mixed precision)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP8 (mixed precision)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deadline in hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Parameters (billions):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Task:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;recision:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T&amp;okens to train on (billions):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;MFU:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ran&amp;k by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Configurations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each offering at the node count the model needs, best first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fits / why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There are no offerings to compare: connect to a platform or open the demo first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs about %1 GB of GPU memory (%2 GB before activations) and %3 FLOPs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs about %1 GB of GPU memory (%2 GB for the weights, before the KV cache). Serving has no end, so configurations rank by cost per hour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n × %1 %2 GB</source>
        <translation>
            <numerusform>%n × %1 %2 GB</numerusform>
            <numerusform>%n × %1 %2 GB</numerusform>
        </translation>
    </message>
    <message>
        <source>Needs %1 GB; one %2 with %3 GB holds it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs %1 GB; %2 hold %3 GB on one node, so it shards across that node&apos;s GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs %1 GB; %2 hold %3 GB on one node, so it shards across %4 nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs %1 GB; %2 hold only %3 GB on one node, and serving is kept to one node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs %1 GB; %2 hold %3 GB on one node, so it would take %4 nodes, more than the %5 allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This offering lists no GPU memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Uses %n node(s) to meet the deadline.</source>
        <translation>
            <numerusform>Uses %n node to meet the deadline.</numerusform>
            <numerusform>Uses %n nodes to meet the deadline.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Misses the deadline even on %n node(s).</source>
        <translation>
            <numerusform>Misses the deadline even on %n node.</numerusform>
            <numerusform>Misses the deadline even on %n nodes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Has no price in this billing mode and currency.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Costs more than the budget.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sold out right now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Only %n node(s) free now.</source>
        <translation>
            <numerusform>Only %n node free now.</numerusform>
            <numerusform>Only %n nodes free now.</numerusform>
        </translation>
    </message>
    <message>
        <source>Model FLOPs utilisation: the share of the GPUs&apos; peak rate the run sustains. Well-tuned large runs reach 35–55 %.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your role can look at clusters but not launch them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Budget:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::SshKeysTab</name>
    <message>
        <source>&amp;Add…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No SSH keys yet. Add the public key of each computer you connect from, for example the contents of ~/.ssh/id_ed25519.pub.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSH keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fingerprint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSH key &quot;%1&quot; added.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clusters you launch accept these keys on every node. Choose them in the launch dialog; only you see your keys.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your role cannot reach nodes over SSH, so it has no SSH keys.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the key to delete in the list first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete SSH key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the SSH key &quot;%1&quot;? Clusters launched with it keep accepting it until they are terminated.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::StorageKeyStrip</name>
    <message>
        <source>E&amp;xport key…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import key…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the tenant key to a file protected by a passphrase, to use it on another computer or with clusterdesk-crypt on a node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use a key exported on another computer; the current key is kept for reading.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encryption key: support staff do not hold the tenant&apos;s key, so datasets are listed here but not downloaded or decrypted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encryption key: loading from the keychain…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encryption key: connect to a platform first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encryption key &lt;b&gt;%1&lt;/b&gt; — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your role can look at datasets but not upload or delete them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key file lets whoever also knows its passphrase read every dataset encrypted with key %1. Keep both safe, and apart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClusterDesk key files (*.cdkey)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key exported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key is in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClusterDesk key files (*.cdkey);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This file holds key %1. New uploads will use it; datasets encrypted with the current key stay readable here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keep in a key file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the key in a file in this computer&apos;s app data folder, readable only by you and protected by a passphrase; the next start asks for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encryption key: choose a tenant to inspect first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Encryption key: none.&lt;/b&gt; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encryption key &lt;b&gt;%1&lt;/b&gt; — &lt;b&gt;%2&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This tenant&apos;s key is kept in %1. Enter the passphrase you chose for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key unlocked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unlock the key file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make a new key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make a new encryption key for this tenant? Datasets encrypted with an earlier key stay unreadable until you import that key. If you have its key file, import it instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Make a new key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key will be kept in %1, readable only by you. Choose a passphrase: the console asks for it when it starts, and without it the key is lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the key in a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unlock ke&amp;y file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N&amp;ew key…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Unlock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No keychain service is running, so encryption key %1 is kept in memory only. When the console quits it is lost, and what you upload with it can no longer be decrypted. Keep it in a key file protected by a passphrase (or export it) first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upload &amp;anyway</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::StoragePage</name>
    <message>
        <source>Uploads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Upload files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upload f&amp;older…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cancel upload…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;try</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+U</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+U</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upload bandwidth limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upload queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upload finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is now dataset %2, encrypted with key %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upload failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect to a platform first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your role can look at datasets but not upload or delete them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the encryption key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upload files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upload a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel upload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel the upload of %1? What was sent is deleted from the platform; the file on this computer stays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear fi&amp;nished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Li&amp;mit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a tenant to inspect first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unlock, import or make an encryption key first (see above).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;ause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encrypt files on this computer and upload them (%1). You can also drop files and folders here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bundle a folder of code (tar + zstd, without .git and what .gitignore excludes), encrypt it and upload it (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connections per upload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many connections one upload may use at once. More fill a long or fast link (another continent, 1 Gbit/s and up); 1 sends one request at a time. Takes effect with the next upload to start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files uploaded at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many files upload at the same time; the others wait their turn in order. Applies at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection&amp;s:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files at once:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::StorageSession</name>
    <message>
        <source>The upload queue could not be opened: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The demo&apos;s sample files could not be made: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was not uploaded: the encryption key is not saved anywhere yet. Keep it in a key file or export it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 decrypted and verified into %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 saved into %2. It is not encrypted, so nothing was verified.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::SupportBanner</name>
    <message>
        <source>Support session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Support session: choose a tenant to view.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Viewing %1 as support: read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose t&amp;enant…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;witch tenant…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::SystemError</name>
    <message>
        <source>No such file or directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Permission denied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operation not permitted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No space left on device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File too large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read-only file system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Is a directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input/output error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many open files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File name too long</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many levels of symbolic links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device or resource busy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Directory not empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid cross-device link</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::TemplateYamlWriter</name>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::TemplatesSession</name>
    <message>
        <source>Another template already has this name. Choose another name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Someone changed this template after it was loaded. The list was read again: save once more to replace their version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your role can use templates but not save or delete them. Ask an owner or admin of your tenant for the member role.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform refused the template: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::TenantKeyCustody</name>
    <message>
        <source>No keychain service is running. This tenant&apos;s key is kept in a key file on this computer: unlock it with its passphrase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No keychain service is running and this computer holds no key of this tenant. Import the key you used before (datasets encrypted with it stay readable), or make a new key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No key: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new encryption key was made for this tenant and kept in the keychain. Export it (Storage → Keys) to use it on another computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept in this computer&apos;s keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A demo key, kept in memory until the console quits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No keychain service is running: kept in a key file protected by your passphrase, %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No keychain service is running: the key is in memory until the console quits. Keep its exported file: the next start asks for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved: no keychain service is running, so this key is lost when the console quits, and every dataset encrypted with it becomes unreadable. Keep it in a key file or export it before you upload.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key %1 is now this tenant&apos;s key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no key to keep yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key is kept in %1; the next start asks for its passphrase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key %1 is unlocked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no key to export yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::TenantKeyring</name>
    <message>
        <source>The system&apos;s random number generator failed; no key was made.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::TenantPickerDialog</name>
    <message>
        <source>Loading tenants…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>View a tenant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the tenant to look at. You see its clusters, nodes, costs and health read-only; the tenant&apos;s owners see your visit in their audit log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search by name or id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search tenants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tenants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tenants could not be listed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No tenants.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 tenants</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::TerminateClusterDialog</name>
    <message>
        <source>Terminate %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terminating releases every node of &lt;b&gt;%1&lt;/b&gt; and erases their local disks. This cannot be undone.&lt;br&gt;&lt;br&gt;Type the cluster&apos;s name to confirm:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster name to confirm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Terminate</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::TimeSeriesChart</name>
    <message>
        <source>Range: %1 – %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… and %n more</numerusform>
            <numerusform>… and %n more</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no data</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::TrayMenu</name>
    <message>
        <source>&amp;Show ClusterDesk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pause uploads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resume uploads</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::UploadEngine</name>
    <message>
        <source>%1 does not exist or cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is neither a file nor a folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect to a platform first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::UploadQueueModel</name>
    <message numerus="yes">
        <source>%n s</source>
        <translation>
            <numerusform>%n s</numerusform>
            <numerusform>%n s</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting to retry (%1 s): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bundling the folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encrypting and uploading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking the platform&apos;s copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done: dataset %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Done: dataset %1 (%n item(s) left out of the bundle)</source>
        <translation>
            <numerusform>Done: dataset %1 (%n item left out of the bundle)</numerusform>
            <numerusform>Done: dataset %1 (%n items left out of the bundle)</numerusform>
        </translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left out of the bundle:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>
… and %n more</source>
        <translation>
            <numerusform>
… and %n more</numerusform>
            <numerusform>
… and %n more</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (folder)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 done · %3 of %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · about %1 left</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::WelcomePage</name>
    <message>
        <source>Welcome to ClusterDesk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare GPU offerings, launch and watch clusters, and follow what they cost. Connect to your platform, or look around a simulated one first: the demo needs no account and no network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try the offline &amp;demo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Connect to a platform…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::WorkloadSession</name>
    <message>
        <source>This cluster runs no workload to restart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workload restarts only while the cluster is running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cluster changed meanwhile; look again, then restart.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::WorkloadView</name>
    <message>
        <source>Why it failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;start workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last lines of the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the workload again from its last checkpoint.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the launch form filled with everything this cluster was launched with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the launch form filled from this cluster, with a new name to give.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoints:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workload restarts from step %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No workload: an interactive cluster, reached over SSH.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a cluster to see its workload.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (exit code %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput: %1 tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loss: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ended: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restarts: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last checkpoint: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On node failure: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Platform: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No checkpoints yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rank %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart the workload?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart the workload of %1 from its last checkpoint? Work since that checkpoint is done again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restarting the workload…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;un again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clon&amp;e…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cd::crypto::OpenSshPublicKey</name>
    <message>
        <source>Paste a public key: a line that starts with its type, such as ssh-ed25519.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is a private key: never share it. Paste the public key instead, the contents of the file that ends in .pub.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This holds more than one line. Add one public key at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is not an OpenSSH public key. It should read &quot;&lt;type&gt; &lt;key&gt; [comment]&quot;, like the contents of a .pub file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key is damaged: its second part is not valid base64. Copy the whole line again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key is damaged: its data does not match its type (%1). Copy the whole line again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DSA keys are not accepted. Use an ed25519 key (ssh-keygen -t ed25519).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys of type %1 are not accepted. Use ed25519, ECDSA or RSA of at least 3072 bits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RSA keys need at least 3072 bits; this one has %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cdctl</name>
    <message numerus="yes">
        <source>%n cost line(s) written to %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Effective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Credits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Series</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resource</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Costs of a month or range, totalled like the Billing page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a calendar month (default: this one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first day of the range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the day after the range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cluster (default), model, stage or region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write every cost line as FOCUS 1.2 CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the tenant&apos;s budgets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the monthly invoices, newest first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>USD (default) or CNY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Query a cluster&apos;s GPU metrics (PromQL) over a time range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the query, e.g. avg by (node) (DCGM_FI_DEV_GPU_UTIL)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>how far back from now (default 1h)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time between points (default 60s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the tenant&apos;s audit log, newest first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a date, a time or a duration back from now (24h, 7d)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only what support staff did</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs a whole number from %2 to %3, not &quot;%4&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs a number, not &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wait until it is done, printing each state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Launch a cluster from a template file or from options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a launch template (docs/templates.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cluster&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the offering of its nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>how many nodes (default 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>framework image (default: the offering&apos;s first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>preprocess, pretrain, finetune, inference or eval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a workload command to run on every node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change how many nodes a pool of a cluster has</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pool&apos;s new node count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pool&apos;s id or name (needed when there are several)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop a cluster: its GPUs stop costing, its disks stay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a stopped cluster again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terminate a cluster: its nodes and local disks are deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>do not ask first (needed without a terminal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List, launch, resize, stop, start and terminate GPU clusters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the tenant&apos;s clusters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>include terminated clusters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show one cluster, named by its id or name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown option %1; see %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs a value (%2); see %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes no value; see %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-o takes table, json, yaml or csv, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown command &quot;%1&quot;; see %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which command? See %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missing argument: the usage is &quot;cdctl %1&quot;; see %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unexpected argument &quot;%1&quot;; see %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This command takes nothing after &quot;--&quot;; see %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cdctl completion takes bash, zsh, fish or powershell, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print a completion script for bash, zsh, fish or PowerShell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encryption</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upload files or folders as encrypted datasets (resumable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the dataset&apos;s name (default: the file&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at most this many bytes per second (500k, 20M)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key file&apos;s passphrase, where no keychain runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Download a dataset and decrypt it, checking every segment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>where to write it (default: its file name, here)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replace the file if it exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List and delete the tenant&apos;s datasets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the datasets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete a dataset (asks first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>go ahead without asking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The offline demo starts over with the next command.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The offline demo platform (--demo)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the offline demo over: its clusters and datasets as they first were</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the connection profile to use (default: the one used last)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use the offline demo platform: no network, no key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>output as table (the default), json, yaml or csv</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read the API key from FILE (readable by its owner only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>language of messages: en or zh_CN (default: the locale&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no colours, even on a terminal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>show help for cdctl or a command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>show cdctl&apos;s version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read the passphrase from FILE&apos;s first line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tenant&apos;s encryption key: export, import, fingerprint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the key to a file protected by a passphrase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make an exported key this tenant&apos;s key on this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the fingerprint of the key, or of a key file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make a new key for this tenant on this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>even when the tenant has a key here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key file %1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key file %1 can be read by other users; make it private with &quot;chmod 600 %1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key file %1 could not be read: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key file %1 is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show what a cluster&apos;s workload printed; -f follows it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>follow new lines until Ctrl+C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only this node&apos;s lines (its id)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only this global rank&apos;s lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the lowest level shown: debug, info, warning, error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lines from this time on (ISO 8601)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the last N lines (default 100)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a shell on a node over SSH, or run a command there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reach a port of a node from this computer until Ctrl+C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU model, or part of it (H100, MI300X)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU vendor (NVIDIA, AMD, Huawei)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>region id (cn-north-1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>least memory per GPU, in GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs in each node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>link between GPUs or nodes (NVLink, InfiniBand)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>highest price per GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only offerings with a node free now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hourly (default), daily, monthly, yearly or tflops_hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GB/GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price/GPU-h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>price (default), gpu_model, gpu_memory_gb, gpus_per_node, region, available_nodes or bf16_tflops; -KEY descending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the GPU offerings, filtered and sorted like the console&apos;s Offerings page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the model&apos;s parameters, in billions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pretraining, full_fine_tune (default), lora_fine_tune or inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fp32, bf16 (default) or fp8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens to train on, in billions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finish within this many hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spend at most this much on the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use at most this many nodes (default 64)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>show the best N options (default 10)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommend offerings and node counts for a model (the size advisor)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create or update a connection profile, shared with the console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the platform&apos;s address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PEM file of the CA that signed the platform&apos;s certificate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>allow plain http:// to another computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  cdctl login --url https://api.example.com          (the key is asked for, not echoed)
  echo &quot;$KEY&quot; | cdctl login --profile ci --url https://api.example.com
  cdctl login --url http://127.0.0.1:8080 --key-file ~/.config/cdk.key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the connection profiles; * marks the default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Member</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expires</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Email</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invited by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last seen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List, create and revoke the tenant&apos;s API keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the API keys that are not revoked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create an API key and print it (the only time it is shown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>owner, admin, member (default), viewer or billing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>when it stops working (default: never)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whose key it is (default: yours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revoke an API key at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List, invite, change and remove the tenant&apos;s members</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the active and invited members</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invite someone by email</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the person&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give a member another role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove a member, revoking their API keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give either --month or --from and --to, not both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--month takes a month such as 2026-11.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--from and --to take dates such as 2026-11-01, both of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--to must come after --from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--group-by takes cluster, model, stage or region.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--range and --step take durations such as 90s, 15m, 1h or 7d.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--since takes a date, a time or a duration such as 24h or 7d.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  cdctl costs --month 2026-11 --group-by model -o csv
  cdctl costs --from 2026-11-01 --to 2026-12-01 --focus-csv november.csv</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  cdctl metrics train-7b --query &apos;avg by (node) (DCGM_FI_DEV_GPU_UTIL)&apos; --range 6h -o json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cdctl metrics needs --query PROMQL; see cdctl metrics --help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This cannot be undone, and there is no terminal to ask on: add --yes to go ahead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The passphrase file %1 cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The passphrase file %1 is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A passphrase is needed and there is no terminal to ask on: give --passphrase-file FILE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The passphrase cannot be empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same passphrase again:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The two passphrases differ.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform did not accept the API key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No connection profile yet: create one with &quot;cdctl login --url URL&quot;, or try --demo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no profile &quot;%1&quot;, and none yet: create one with &quot;cdctl login&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no profile &quot;%1&quot;; the profiles are: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keychain has no API key for the profile &quot;%1&quot;: run &quot;cdctl login&quot; again, set %2 or give --key-file FILE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No keychain answered and no key was given: set %1 or give --key-file FILE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The offline demo could not start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform&apos;s answer could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform&apos;s list does not end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no cluster &quot;%1&quot;; &quot;cdctl clusters list&quot; shows them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More than one cluster is called &quot;%1&quot;; name one by its id: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This API key belongs to no tenant, so it has no encryption key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passphrase of the key file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CLUSTERDESK_KEY is not the base64 of a 32-byte key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new encryption key was made for this tenant and kept in the keychain: &quot;cdctl key export FILE&quot; copies it for another computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keychain did not give the tenant&apos;s key: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No keychain service is running and this computer holds no key of this tenant: &quot;cdctl key import FILE&quot; imports the key used before, &quot;cdctl key create&quot; makes a new one, or set CLUSTERDESK_KEY.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is the demo&apos;s key now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is kept in the keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A passphrase to protect the key file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No keychain service is running: it is kept in %1, protected by the passphrase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The template has errors:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cdctl clusters launch needs -f TEMPLATE.yaml or --offering ID; see cdctl clusters launch --help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--stage takes preprocess, pretrain, finetune, inference or eval.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cluster needs a name: give --name NAME.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be a cluster&apos;s name: use 3 to 40 lowercase letters, digits and hyphens, starting with a letter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terminate %1 (%2)? Its nodes and their local disks are deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cdctl clusters resize needs --nodes N; see cdctl clusters resize --help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the pool to resize with --pool; &quot;cdctl clusters get %1 -o yaml&quot; lists them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Someone else changed the cluster %1 meanwhile, so nothing was changed; &quot;cdctl clusters get %1&quot; shows it as it is now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  cdctl clusters launch --name ft-run --offering h100-sxm-8x.cn-north-1 --nodes 2 --wait
  cdctl clusters launch -f finetune.yaml --name ft-run-2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  cdctl clusters resize ft-run --nodes 4 --wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cluster %1 is %2 instead of %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  cdctl clusters list
  cdctl clusters list -o json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  cdctl clusters get llama-ft -o yaml</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Options:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Examples:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Global options (cdctl --help) work with every command.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cdctl: rent, launch and follow GPU clusters from the command line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Global options:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;cdctl COMMAND --help&quot; tells more about a command.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  source &lt;(cdctl completion bash)
  cdctl completion fish &gt; ~/.config/fish/completions/cdctl.fish
  cdctl completion powershell | Out-String | Invoke-Expression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The upload journal could not be opened: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--limit-rate takes bytes per second, such as 500k or 20M.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--dataset names one dataset: give one PATH with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resuming the upload of %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The upload of %1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no dataset &quot;%1&quot;; &quot;cdctl datasets list&quot; shows them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 exists already: give -O FILE or --force.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 decrypted and verified into %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (not encrypted) downloaded into %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the dataset %1 from the platform?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dataset %1 is deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  cdctl upload ./corpus --dataset corpus-v2
  cdctl upload weights.safetensors -o json   # run it again after a crash: it resumes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 exists already: give another file or --force.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A passphrase to protect the exported key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key is exported to %1; keep the file and its passphrase apart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This tenant has a key here already; a new one leaves the datasets encrypted with it unreadable without an export of it. Give --force to make one anyway.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system&apos;s random number generator failed; no key was made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--level takes debug, info, warning or error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--since needs a time such as 2026-12-01T09:00:00Z.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The node %1 cannot be reached over SSH now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cluster %1 has no node %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cluster %1 has no node that can be reached over SSH now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenSSH&apos;s ssh was not found on the PATH.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the ports as LOCAL:REMOTE, e.g. 8888:8888.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forwarding 127.0.0.1:%1 to port %2 of %3; Ctrl+C stops.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  cdctl logs ft-run -f --level warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  cdctl ssh ft-run
  cdctl ssh ft-run -- nvidia-smi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  cdctl port-forward ft-run 8888:8888</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--billing-mode takes hourly, daily, monthly, yearly or tflops_hour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--currency takes USD or CNY.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--max-price needs an amount such as 2.50.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--sort takes gpu_model, gpu_memory_gb, gpus_per_node, region, price, available_nodes or bf16_tflops, with a leading - for descending.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--task takes pretraining, full_fine_tune, lora_fine_tune or inference.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--precision takes fp32, bf16 or fp8.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--budget needs an amount such as 5000.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  cdctl offerings --gpu H100 --available --sort -available_nodes
  cdctl offerings --region cn-north-1 --currency CNY -o json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  cdctl advise --params 70 --task lora_fine_tune --tokens 2 --deadline-hours 24</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API key: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cdctl login needs --url URL for a new profile; see cdctl login --help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add --allow-insecure-http if you mean it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No API key was given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No keychain answered, so the key cannot be kept: save it in a file only you can read and log in with --key-file FILE, or set %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signed in to %1 as %2 (%3); profile &quot;%4&quot; saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  cdctl profiles -o json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The role &quot;%1&quot; is none of owner, admin, member, viewer or billing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no member &quot;%1&quot;; &quot;cdctl members list&quot; shows them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--expires takes a date such as 2027-03-01 or 2027-03-01T00:00:00Z.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cdctl: this is the only time the key %1 is shown: keep it now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no API key &quot;%1&quot; in use; &quot;cdctl api-keys list&quot; shows them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revoke the API key %1? Scripts using it stop working at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The API key %1 is revoked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove %1 from the tenant? Their API keys are revoked and their SSH keys deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is removed from the tenant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  export CLUSTERDESK_API_KEY=$(cdctl api-keys create ci-deploy --expires 2027-03-01)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--connections takes a number from 1 to 16.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--files takes a number from 1 to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>connections one upload uses at once, 1 to 16 (default 8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>files uploaded at once, 1 to 8 (default 2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
