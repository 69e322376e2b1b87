<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AlertText</name>
    <message numerus="yes">
        <source>more than %n hour(s)</source>
        <translation>
            <numerusform>超过 %n 小时</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n 小时</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n 分钟</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 GPU %2 (%3)</source>
        <translation>%1 GPU %2（%3）</translation>
    </message>
    <message>
        <source>%1 has been idle for %2, at %3 %4 an hour.</source>
        <translation>%1 已空闲 %2，每小时费用 %3 %4。</translation>
    </message>
    <message>
        <source>%1 is at %2 °C, over its %3 °C limit.</source>
        <translation>%1 温度为 %2 °C，超过 %3 °C 的上限。</translation>
    </message>
    <message>
        <source>%1 reported XID error %2.</source>
        <translation>%1 报告了 XID 错误 %2。</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n GPU(s) idle for %2, at %3 %4 an hour.</source>
        <translation>
            <numerusform>%1：%n 个 GPU 已空闲 %2，每小时共计 %3 %4。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n GPU(s) over the %2 °C limit.</source>
        <translation>
            <numerusform>%1：%n 个 GPU 温度超过 %2 °C 上限。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n GPU(s) reported XID errors.</source>
        <translation>
            <numerusform>%1：%n 个 GPU 报告了 XID 错误。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BillingModeText</name>
    <message>
        <source>Hourly (on demand)</source>
        <translation>按小时（按需）</translation>
    </message>
    <message>
        <source>Daily</source>
        <translation>按天</translation>
    </message>
    <message>
        <source>Monthly commitment</source>
        <translation>包月</translation>
    </message>
    <message>
        <source>Yearly commitment</source>
        <translation>包年</translation>
    </message>
    <message>
        <source>TFLOPS-hours (compute used)</source>
        <translation>按 TFLOPS 小时（按实际算力用量）</translation>
    </message>
</context>
<context>
    <name>BillingReportPdf</name>
    <message>
        <source>Cost report: %1</source>
        <translation>费用报告：%1</translation>
    </message>
    <message>
        <source>The PDF could not be started.</source>
        <translation>无法开始生成 PDF。</translation>
    </message>
    <message>
        <source>Cost report — %1</source>
        <translation>费用报告 — %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 to %2 (UTC) · %n line(s) totalling %3 · as of %4</source>
        <translation>
            <numerusform>%1 至 %2（UTC）· %n 条明细行，合计 %3 · 截至 %4</numerusform>
        </translation>
    </message>
    <message>
        <source>Month to date</source>
        <translation>本月至今</translation>
    </message>
    <message>
        <source>Forecast at month end</source>
        <translation>月末预测</translation>
    </message>
    <message>
        <source>Idle cost this month</source>
        <translation>本月空闲费用</translation>
    </message>
    <message>
        <source>Budget remaining</source>
        <translation>剩余预算</translation>
    </message>
    <message>
        <source>%1 (%2 to %3)</source>
        <translation>%1（%2 至 %3）</translation>
    </message>
    <message>
        <source>Share of each stage</source>
        <translation>各阶段占比</translation>
    </message>
    <message>
        <source>GPU cost and utilization</source>
        <translation>GPU 费用与利用率</translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>费用</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU 小时</translation>
    </message>
    <message>
        <source>Average utilization</source>
        <translation>平均利用率</translation>
    </message>
    <message>
        <source>Quoted and billed</source>
        <translation>报价与实际计费</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>集群</translation>
    </message>
    <message>
        <source>Quoted</source>
        <translation>报价</translation>
    </message>
    <message>
        <source>Billed</source>
        <translation>实际计费</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>差额</translation>
    </message>
    <message>
        <source>Budgets</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>Covers</source>
        <translation>适用范围</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>金额</translation>
    </message>
    <message>
        <source>Spent</source>
        <translation>已支出</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Invoices</source>
        <translation>发票</translation>
    </message>
    <message>
        <source>Invoice</source>
        <translation>发票</translation>
    </message>
    <message>
        <source>Usage</source>
        <translation>用量</translation>
    </message>
    <message>
        <source>Credits</source>
        <translation>抵扣</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>issued</source>
        <translation>已开具</translation>
    </message>
    <message>
        <source>open</source>
        <translation>未结算</translation>
    </message>
</context>
<context>
    <name>BillingText</name>
    <message>
        <source>Day</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>集群</translation>
    </message>
    <message>
        <source>Usage (idle)</source>
        <translation>用量（空闲）</translation>
    </message>
    <message>
        <source>Usage (busy)</source>
        <translation>用量（忙碌）</translation>
    </message>
    <message>
        <source>Usage</source>
        <translation>用量</translation>
    </message>
    <message>
        <source>Purchase</source>
        <translation>购买</translation>
    </message>
    <message>
        <source>Tax</source>
        <translation>税费</translation>
    </message>
    <message>
        <source>Credit</source>
        <translation>抵扣</translation>
    </message>
    <message>
        <source>Adjustment</source>
        <translation>调整</translation>
    </message>
    <message>
        <source>GPU-h</source>
        <translation>GPU 小时</translation>
    </message>
    <message>
        <source>TFLOPS-h</source>
        <translation>TFLOPS 小时</translation>
    </message>
    <message>
        <source>GB-month</source>
        <translation>GB 月</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n 条明细行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 = %2: %n line(s)</source>
        <translation>
            <numerusform>%1 = %2：%n 条明细行</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
%2 %3 to %4 (UTC)
Resource: %5 (%6)
SKU: %7</source>
        <translation>%1
%2 %3 至 %4（UTC）
资源：%5（%6）
SKU：%7</translation>
    </message>
    <message>
        <source>%1, idle GPU time</source>
        <translation>%1，GPU 空闲时间</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>节点池</translation>
    </message>
    <message>
        <source>Node or dataset</source>
        <translation>节点或数据集</translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>Service</source>
        <translation>服务</translation>
    </message>
    <message>
        <source>Charge category</source>
        <translation>费用类别</translation>
    </message>
    <message>
        <source>Busy or idle</source>
        <translation>忙碌或空闲</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>月份</translation>
    </message>
    <message>
        <source>Billing mode</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>Time in the off-peak window, billed at its discount</source>
        <translation>离峰时段内的运行时间，按离峰折扣计费</translation>
    </message>
    <message>
        <source>Billing mode changed from %1 to %2</source>
        <translation>计费方式从 %1 变更为 %2</translation>
    </message>
    <message numerus="yes">
        <source>resized to %n GPU(s) at %1 UTC</source>
        <translation>
            <numerusform>于 %1 UTC 调整为 %n 个 GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed node(s) not billed from their failure</source>
        <translation>
            <numerusform>%n 个故障节点自故障时起不再计费</numerusform>
        </translation>
    </message>
    <message>
        <source>each node is billed from when it is ready</source>
        <translation>每个节点自就绪时起计费</translation>
    </message>
    <message>
        <source>Node time differed from the quote: %1</source>
        <translation>节点时长与报价不同：%1</translation>
    </message>
    <message>
        <source>Whole tenant</source>
        <translation>整个租户</translation>
    </message>
    <message>
        <source>Cluster %1</source>
        <translation>集群 %1</translation>
    </message>
    <message>
        <source>Tag %1</source>
        <translation>标签 %1</translation>
    </message>
    <message>
        <source>actual</source>
        <translation>实际</translation>
    </message>
    <message>
        <source>forecast</source>
        <translation>预测</translation>
    </message>
    <message>
        <source>Alert only</source>
        <translation>仅告警</translation>
    </message>
    <message>
        <source>Stop the cluster</source>
        <translation>停止集群</translation>
    </message>
    <message>
        <source>Downsize the cluster to one node per pool</source>
        <translation>将集群缩减为每个节点池一个节点</translation>
    </message>
    <message>
        <source>Reached</source>
        <translation>已用尽</translation>
    </message>
    <message>
        <source>Over %1 % (%2)</source>
        <translation>超过 %1 %（%2）</translation>
    </message>
    <message>
        <source>Runs out %1</source>
        <translation>预计 %1 用尽</translation>
    </message>
    <message>
        <source>On track</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>%1 % %2</source>
        <translation>%1 %（%2）</translation>
    </message>
    <message>
        <source>Storage and data transfer</source>
        <translation>存储与数据传输</translation>
    </message>
</context>
<context>
    <name>ClusterHealthReport</name>
    <message>
        <source>%1 GPU %2</source>
        <translation>%1 GPU %2</translation>
    </message>
    <message>
        <source>XID error</source>
        <translation>XID 错误</translation>
    </message>
    <message>
        <source>%1 reported XID %2: %3.</source>
        <translation>%1 报告了 XID %2：%3。</translation>
    </message>
    <message>
        <source>GPU %1: XID %2 (%3)</source>
        <translation>GPU %1：XID %2（%3）</translation>
    </message>
    <message>
        <source>Node %1 failed.</source>
        <translation>节点 %1 故障。</translation>
    </message>
    <message>
        <source>Node %1 is degraded: %2 of %3 GPUs healthy.</source>
        <translation>节点 %1 已降级：%3 个 GPU 中有 %2 个健康。</translation>
    </message>
    <message>
        <source>The platform replaces failed nodes; resume the job from its last checkpoint on the replacement.</source>
        <translation>平台会替换故障节点；请在替换节点上从最近的检查点恢复作业。</translation>
    </message>
    <message>
        <source>Keep work off the unhealthy GPUs, or have the node replaced.</source>
        <translation>请避免在不健康的 GPU 上运行作业，或申请替换该节点。</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>%1 of %2 nodes are ready.</source>
        <translation>%2 个节点中有 %1 个已就绪。</translation>
    </message>
    <message>
        <source>Replacements are provisioning; work spread over every node waits for them.</source>
        <translation>替换节点正在创建中；分布在所有节点上的作业需等待其就绪。</translation>
    </message>
    <message>
        <source>GPU metrics</source>
        <translation>GPU 指标</translation>
    </message>
    <message>
        <source>No GPU metrics were available for the last %1 minutes.</source>
        <translation>最近 %1 分钟内没有可用的 GPU 指标。</translation>
    </message>
    <message>
        <source>Open Monitoring for this cluster, or ask the platform whether its metrics collection is running.</source>
        <translation>请打开此集群的监控页面，或向平台确认其指标采集是否正在运行。</translation>
    </message>
    <message>
        <source>%1 (%2 °C)</source>
        <translation>%1（%2 °C）</translation>
    </message>
    <message>
        <source>%1 (%2 MHz against %3 MHz)</source>
        <translation>%1（%2 MHz，对比 %3 MHz）</translation>
    </message>
    <message>
        <source>%1 of %2 GPUs were under %3 % busy for the last %4 minutes (%5).</source>
        <translation>最近 %4 分钟内，%2 个 GPU 中有 %1 个的利用率低于 %3 %（%5）。</translation>
    </message>
    <message>
        <source>About %1 an hour is spent on nothing.</source>
        <translation>每小时约有 %1 的费用被白白浪费。</translation>
    </message>
    <message>
        <source>Idle GPUs</source>
        <translation>空闲 GPU</translation>
    </message>
    <message>
        <source>Check that the job is running on them; if the work is done, stop the cluster or set auto-stop.</source>
        <translation>请检查作业是否在这些 GPU 上运行；如果工作已完成，请停止集群或设置自动停止。</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>温度</translation>
    </message>
    <message>
        <source>Throttled by temperature: %1 reached %2 °C or more, where GPUs lower their clocks.</source>
        <translation>因温度降频：%1 达到或超过 %2 °C，GPU 在此温度下会降低时钟频率。</translation>
    </message>
    <message>
        <source>Ask the platform to check the node&apos;s cooling; move the job if it stays hot.</source>
        <translation>请让平台检查该节点的散热；如果温度持续偏高，请迁移作业。</translation>
    </message>
    <message>
        <source>Clocks</source>
        <translation>时钟频率</translation>
    </message>
    <message>
        <source>Held below their peers&apos; clocks while busy (power or heat): %1.</source>
        <translation>忙碌时时钟频率低于同型号 GPU（受功耗或温度限制）：%1。</translation>
    </message>
    <message>
        <source>A slow GPU holds back every GPU of a synchronous job: compare its power draw, and have the node replaced if it stays slow.</source>
        <translation>一个慢速 GPU 会拖慢同步作业中的所有 GPU：请对比其功耗，如果持续偏慢，请申请替换该节点。</translation>
    </message>
    <message>
        <source>Budgets</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>Costs are not visible to this role.</source>
        <translation>此角色无法查看费用。</translation>
    </message>
    <message>
        <source>%1 (%2): %3 of %4 spent this month, %5.</source>
        <translation>%1（%2）：本月已支出 %3（共 %4），%5。</translation>
    </message>
    <message>
        <source>Spending goes on past the budget: ask an owner to raise it or stop what it covers.</source>
        <translation>支出将继续超出预算：请让所有者提高预算，或停止其涵盖的资源。</translation>
    </message>
    <message>
        <source>Its action (%1) applies once an owner&apos;s console confirms it.</source>
        <translation>其操作（%1）需经所有者的控制台确认后才会执行。</translation>
    </message>
    <message>
        <source>Tell the tenant&apos;s owners before the budget runs out.</source>
        <translation>请在预算用尽前通知租户的所有者。</translation>
    </message>
    <message>
        <source>No budget covers this cluster.</source>
        <translation>没有预算涵盖此集群。</translation>
    </message>
    <message>
        <source>Critical</source>
        <translation>严重</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>集群</translation>
    </message>
    <message>
        <source>The cluster failed: %1</source>
        <translation>集群故障：%1</translation>
    </message>
    <message>
        <source>Terminate it and launch it again; its datasets stay.</source>
        <translation>请终止该集群并重新启动；其数据集会保留。</translation>
    </message>
    <message>
        <source>Uploads</source>
        <translation>上传</translation>
    </message>
    <message>
        <source>Failed uploads from this console: %1.</source>
        <translation>此控制台中失败的上传：%1。</translation>
    </message>
    <message>
        <source>Retry them in Storage: they resume from where they stopped.</source>
        <translation>请在“存储”中重试：上传将从中断处继续。</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation>未发现问题。</translation>
    </message>
    <message>
        <source>Health report: %1 (%2)</source>
        <translation>健康报告：%1（%2）</translation>
    </message>
    <message>
        <source>Tenant: %1</source>
        <translation>租户：%1</translation>
    </message>
    <message>
        <source>As of %1 · %2 · %3 nodes, %4 GPUs · %5</source>
        <translation>截至 %1 · %2 · %3 个节点，%4 个 GPU · %5</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>检查结果</translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation>下一步：%1</translation>
    </message>
    <message>
        <source>Recent warnings and errors</source>
        <translation>最近的警告和错误</translation>
    </message>
    <message>
        <source>%1 of %2 GPUs healthy</source>
        <translation>%2 个 GPU 中有 %1 个健康</translation>
    </message>
    <message>
        <source>The budgets could not be read.</source>
        <translation>无法读取预算。</translation>
    </message>
    <message>
        <source>Open Billing to see them, or make the report again.</source>
        <translation>请在计费页面查看，或重新生成报告。</translation>
    </message>
</context>
<context>
    <name>ClusterText</name>
    <message>
        <source>Pending</source>
        <translation>等待中</translation>
    </message>
    <message>
        <source>Provisioning</source>
        <translation>创建中</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>Resizing</source>
        <translation>扩缩容中</translation>
    </message>
    <message>
        <source>Stopping</source>
        <translation>停止中</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>Starting</source>
        <translation>启动中</translation>
    </message>
    <message>
        <source>Terminating</source>
        <translation>终止中</translation>
    </message>
    <message>
        <source>Terminated</source>
        <translation>已终止</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>故障</translation>
    </message>
    <message>
        <source>Preprocess</source>
        <translation>预处理</translation>
    </message>
    <message>
        <source>Pretrain</source>
        <translation>预训练</translation>
    </message>
    <message>
        <source>Fine-tune</source>
        <translation>微调</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>评估</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <source>Degraded</source>
        <translation>降级</translation>
    </message>
    <message>
        <source>Draining</source>
        <translation>排空中</translation>
    </message>
    <message>
        <source>Healthy</source>
        <translation>健康</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Cluster %1 was requested.</source>
        <translation>已提交集群 %1 的创建请求。</translation>
    </message>
    <message>
        <source>Cluster %1 is now %2.</source>
        <translation>集群 %1 的状态已变为“%2”。</translation>
    </message>
    <message>
        <source>%1 of %2 nodes of %3 are ready.</source>
        <translation>集群 %3 的 %2 个节点中已有 %1 个就绪。</translation>
    </message>
    <message>
        <source>Cluster %1 now has %2 GPUs.</source>
        <translation>集群 %1 现有 %2 个 GPU。</translation>
    </message>
    <message>
        <source>Node %1 of %2 failed; a replacement is being provisioned.</source>
        <translation>集群 %2 的节点 %1 发生故障，正在创建替换节点。</translation>
    </message>
    <message>
        <source>Workload of %1 moved to node %2 and resumed from the checkpoint at step %3.</source>
        <translation>集群 %1 的工作负载已迁移到节点 %2，并从第 %3 步的检查点恢复运行。</translation>
    </message>
    <message>
        <source>%1 of %2 nodes ready</source>
        <translation>%1/%2 个节点就绪</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 小时 %2 分钟</translation>
    </message>
    <message>
        <source>%1 d %2 h</source>
        <translation>%1 天 %2 小时</translation>
    </message>
    <message>
        <source>Waiting for the off-peak window to open; nothing is billed until then.</source>
        <translation>正在等待离峰时段开始；在此之前不计费。</translation>
    </message>
    <message>
        <source>No node passed the GPU burn-in test.</source>
        <translation>没有节点通过 GPU 老化测试。</translation>
    </message>
    <message>
        <source>The workload of %1 started.</source>
        <translation>%1 的工作负载已启动。</translation>
    </message>
    <message>
        <source>The workload of %1 saved a checkpoint at step %2.</source>
        <translation>%1 的工作负载已在第 %2 步保存检查点。</translation>
    </message>
    <message>
        <source>The workload of %1 finished successfully.</source>
        <translation>%1 的工作负载已成功完成。</translation>
    </message>
    <message>
        <source>The workload of %1 failed.</source>
        <translation>%1 的工作负载失败。</translation>
    </message>
    <message>
        <source>The workload of %1 restarted from its last checkpoint.</source>
        <translation>%1 的工作负载已从上一个检查点重新启动。</translation>
    </message>
    <message>
        <source>The workload of %1 was stopped.</source>
        <translation>%1 的工作负载已停止。</translation>
    </message>
</context>
<context>
    <name>ConsoleOptions</name>
    <message>
        <source>ClusterDesk: a desktop console for renting GPU compute.</source>
        <translation>ClusterDesk：租用 GPU 算力的桌面控制台。</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>显示本帮助。</translation>
    </message>
    <message>
        <source>Print the version and exit.</source>
        <translation>打印版本号后退出。</translation>
    </message>
    <message>
        <source>Start in the offline demo: a simulated platform, no account, no network.</source>
        <translation>以离线演示模式启动：模拟平台，无需账号，无需网络。</translation>
    </message>
    <message>
        <source>Whom the demo signs in as: owner (default), admin, member, viewer, billing or support.</source>
        <translation>演示以何种角色登录：owner（默认）、admin、member、viewer、billing 或 support。</translation>
    </message>
    <message>
        <source>Support staff: view this tenant (its id) at start.</source>
        <translation>支持人员：启动时查看此租户（租户 ID）。</translation>
    </message>
    <message>
        <source>The demo&apos;s seed (default 42).</source>
        <translation>演示的随机种子（默认 42）。</translation>
    </message>
    <message>
        <source>Set the demo&apos;s story at this UTC time (e.g. 2026-12-01T09:00:00Z) instead of now: the same seed and start tell the same story.</source>
        <translation>将演示情节设定在此 UTC 时间（例如 2026-12-01T09:00:00Z）而非当前时间：相同的种子和起始时间给出相同的情节。</translation>
    </message>
    <message>
        <source>Connect to the saved connection NAME at start.</source>
        <translation>启动时连接名为 NAME 的已保存连接。</translation>
    </message>
    <message>
        <source>Language: en or zh_CN (default: settings, else system).</source>
        <translation>语言：en 或 zh_CN（默认：设置中的语言，否则为系统语言）。</translation>
    </message>
    <message>
        <source>Theme: system, light, dark or high-contrast.</source>
        <translation>主题：system、light、dark 或 high-contrast。</translation>
    </message>
    <message>
        <source>Save a PNG of the window once loaded, then quit.</source>
        <translation>加载完成后将窗口保存为 PNG，然后退出。</translation>
    </message>
    <message>
        <source>Print milliseconds from start to the first painted window, then quit (benchmarks).</source>
        <translation>打印从启动到首次绘制窗口的毫秒数，然后退出（用于基准测试）。</translation>
    </message>
    <message>
        <source>Open Monitoring on this cluster (its name or id).</source>
        <translation>在此集群（名称或 ID）上打开监控。</translation>
    </message>
    <message>
        <source>Encrypt and upload this file or folder once connected (may be repeated).</source>
        <translation>连接后加密并上传此文件或文件夹（可重复指定）。</translation>
    </message>
    <message>
        <source> (see --help)</source>
        <translation>（参见 --help）</translation>
    </message>
    <message>
        <source>--demo-role wants owner, admin, member, viewer, billing or support</source>
        <translation>--demo-role 须为 owner、admin、member、viewer、billing 或 support</translation>
    </message>
    <message>
        <source>--seed wants a whole number</source>
        <translation>--seed 须为整数</translation>
    </message>
    <message>
        <source>--demo-start wants a time like 2026-12-01T09:00:00Z</source>
        <translation>--demo-start 须为形如 2026-12-01T09:00:00Z 的时间</translation>
    </message>
    <message>
        <source>--lang wants en or zh_CN</source>
        <translation>--lang 须为 en 或 zh_CN</translation>
    </message>
    <message>
        <source>--theme wants system, light, dark or high-contrast</source>
        <translation>--theme 须为 system、light、dark 或 high-contrast</translation>
    </message>
    <message>
        <source>Open this area at start: offerings, clusters, monitoring, storage, billing, audit or account.</source>
        <translation>启动时打开此区域：offerings、clusters、monitoring、storage、billing、audit 或 account。</translation>
    </message>
    <message>
        <source>--area wants offerings, clusters, monitoring, storage, billing, audit or account</source>
        <translation>--area 需要 offerings、clusters、monitoring、storage、billing、audit 或 account</translation>
    </message>
    <message>
        <source>With --version: also each component&apos;s version and licence.</source>
        <translation>与 --version 一起使用：同时列出每个组件的版本和许可证。</translation>
    </message>
    <message>
        <source>Files or folders to encrypt and upload once connected, as paths or file:// URLs.</source>
        <translation>连接后要加密并上传的文件或文件夹，可为路径或 file:// 网址。</translation>
    </message>
</context>
<context>
    <name>CryptTool</name>
    <message>
        <source>cannot read the key file: %1</source>
        <translation>无法读取密钥文件：%1</translation>
    </message>
    <message>
        <source>cannot read the passphrase file: %1</source>
        <translation>无法读取口令文件：%1</translation>
    </message>
    <message>
        <source>the key file needs its passphrase: set CLUSTERDESK_PASSPHRASE or pass --passphrase-file</source>
        <translation>密钥文件需要口令：请设置 CLUSTERDESK_PASSPHRASE 或使用 --passphrase-file</translation>
    </message>
    <message>
        <source>no key: pass --key-file FILE or set CLUSTERDESK_KEY</source>
        <translation>没有密钥：请使用 --key-file FILE 或设置 CLUSTERDESK_KEY</translation>
    </message>
    <message>
        <source>CLUSTERDESK_KEY is not the base64 of a 32-byte key</source>
        <translation>CLUSTERDESK_KEY 不是 32 字节密钥的 base64 编码</translation>
    </message>
    <message>
        <source>Encrypts, decrypts and inspects files in ClusterDesk&apos;s upload format (cd-aes256gcm-v1). The key comes from --key-file (an exported key file; its passphrase from CLUSTERDESK_PASSPHRASE or --passphrase-file) or from CLUSTERDESK_KEY (base64 of the raw key).</source>
        <translation>加密、解密和查看 ClusterDesk 上传格式（cd-aes256gcm-v1）的文件。密钥来自 --key-file（导出的密钥文件，其口令来自 CLUSTERDESK_PASSPHRASE 或 --passphrase-file）或 CLUSTERDESK_KEY（原始密钥的 base64 编码）。</translation>
    </message>
    <message>
        <source>encrypt, decrypt or inspect</source>
        <translation>encrypt（加密）、decrypt（解密）或 inspect（查看）</translation>
    </message>
    <message>
        <source>A file, or - (the default) for stdin.</source>
        <translation>一个文件，或 -（默认）表示标准输入。</translation>
    </message>
    <message>
        <source>Write to FILE instead of stdout. A file appears only once complete.</source>
        <translation>写入 FILE 而非标准输出。文件仅在完整写入后才出现。</translation>
    </message>
    <message>
        <source>An exported ClusterDesk key file.</source>
        <translation>导出的 ClusterDesk 密钥文件。</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos; (encrypt, decrypt or inspect)</source>
        <translation>未知命令“%1”（应为 encrypt、decrypt 或 inspect）</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>it is larger than 64 KiB</source>
        <translation>它大于 64 KiB</translation>
    </message>
    <message>
        <source>Read the key file&apos;s passphrase from FILE: its contents without trailing CR and LF characters.</source>
        <translation>从 FILE 读取密钥文件的口令：取其内容，去掉末尾的 CR 和 LF 字符。</translation>
    </message>
</context>
<context>
    <name>DatasetDownload</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>The platform answered HTTP %1 for bytes %2 to %3.</source>
        <translation>平台对字节 %2 至 %3 的请求返回了 HTTP %1。</translation>
    </message>
    <message>
        <source>This dataset was encrypted with key %1, which this computer does not have (it has %2). Import that key first.</source>
        <translation>此数据集使用密钥 %1 加密，但本机没有该密钥（本机现有：%2）。请先导入该密钥。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>The dataset is empty; there is nothing to decrypt.</source>
        <translation>该数据集为空，没有可解密的内容。</translation>
    </message>
    <message>
        <source>There is not enough space on the disk to save %1. Free some space, then download again.</source>
        <translation>磁盘空间不足，无法保存 %1。请释放一些空间，然后重新下载。</translation>
    </message>
    <message>
        <source>This dataset was uploaded encrypted from this computer, but the platform now serves it unencrypted. It was not downloaded: its content may have been replaced.</source>
        <translation>此数据集是从这台计算机加密上传的，但平台现在以未加密形式提供它。未下载：其内容可能已被替换。</translation>
    </message>
    <message>
        <source>The platform says this dataset is encrypted, but its content is not in ClusterDesk&apos;s format. It was not downloaded.</source>
        <translation>平台称此数据集已加密，但其内容不是 ClusterDesk 的格式。未下载。</translation>
    </message>
    <message>
        <source>The platform sent %1 bytes for bytes %2 to %3 of the dataset; it was not downloaded.</source>
        <translation>平台为数据集的第 %2 到 %3 字节发来了 %1 字节；未下载该数据集。</translation>
    </message>
</context>
<context>
    <name>EncryptionHeader</name>
    <message>
        <source>This is not a ClusterDesk encrypted file.</source>
        <translation>这不是 ClusterDesk 加密文件。</translation>
    </message>
    <message>
        <source>The file ends inside its header.</source>
        <translation>文件在头部中途结束，头部不完整。</translation>
    </message>
    <message>
        <source>Format version %1 is not supported (this reader knows version 1).</source>
        <translation>不支持格式版本 %1（此读取程序仅支持版本 1）。</translation>
    </message>
    <message>
        <source>Cipher suite %1 is not supported.</source>
        <translation>不支持密码套件 %1。</translation>
    </message>
    <message>
        <source>The header&apos;s reserved bytes are not zero.</source>
        <translation>头部的保留字节不为零。</translation>
    </message>
    <message>
        <source>Segment size %1 is outside what this reader accepts.</source>
        <translation>分段大小 %1 超出了此读取程序可接受的范围。</translation>
    </message>
    <message>
        <source>The declared size is larger than 4 PiB.</source>
        <translation>声明的大小超过 4 PiB。</translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <source>The platform&apos;s address could not be found. Check the URL in the connection settings.</source>
        <translation>未找到平台地址。请检查连接设置中的 URL。</translation>
    </message>
    <message>
        <source>The platform refused the connection. Check that the server is running and the port is right.</source>
        <translation>平台拒绝了连接。请检查服务器是否正在运行，以及端口是否正确。</translation>
    </message>
    <message>
        <source>The connection to the platform broke. Check your network; ClusterDesk keeps retrying.</source>
        <translation>与平台的连接已中断。请检查网络；ClusterDesk 会持续重试。</translation>
    </message>
    <message>
        <source>The platform stopped answering. ClusterDesk keeps retrying; check your network or proxy if this persists.</source>
        <translation>平台无响应。ClusterDesk 会持续重试；如问题持续，请检查网络或代理。</translation>
    </message>
    <message>
        <source>The CA bundle chosen for this connection cannot be read. Choose a PEM file in the connection settings.</source>
        <translation>无法读取为此连接选择的 CA 证书包。请在连接设置中选择 PEM 文件。</translation>
    </message>
    <message>
        <source>The platform&apos;s certificate is not trusted, so nothing was sent. If your platform uses a private CA, choose its CA bundle in the connection settings.</source>
        <translation>平台证书不受信任，因此未发送任何数据。如果您的平台使用私有 CA，请在连接设置中选择其 CA 证书包。</translation>
    </message>
    <message>
        <source>The platform did not accept the API key. Check it in the connection settings, or ask an owner of your tenant for a new one.</source>
        <translation>平台未接受该 API 密钥。请在连接设置中检查，或联系租户所有者获取新密钥。</translation>
    </message>
    <message>
        <source>Your role does not allow this. Ask an owner or admin of your tenant.</source>
        <translation>您的角色无权执行此操作。请联系租户的所有者或管理员。</translation>
    </message>
    <message>
        <source>It is no longer there: someone may have removed it. Refresh to see the current state.</source>
        <translation>该资源已不存在，可能已被他人删除。请刷新以查看当前状态。</translation>
    </message>
    <message>
        <source>The platform could not do this in the current state. Refresh and try again.</source>
        <translation>平台无法在当前状态下执行此操作。请刷新后重试。</translation>
    </message>
    <message>
        <source>Someone else changed this first. The page has the current version; check it and try again.</source>
        <translation>此内容已被他人先行修改。页面已显示最新版本，请核对后重试。</translation>
    </message>
    <message>
        <source>The platform refused the request as it stands.</source>
        <translation>平台拒绝了当前请求。</translation>
    </message>
    <message numerus="yes">
        <source>The platform is limiting requests. Try again in %n second(s).</source>
        <translation>
            <numerusform>平台正在限制请求频率。请在 %n 秒后重试。</numerusform>
        </translation>
    </message>
    <message>
        <source>The platform is limiting requests. Wait a moment and try again.</source>
        <translation>平台正在限制请求频率。请稍后重试。</translation>
    </message>
    <message>
        <source>The platform had a problem of its own. Try again in a minute; if it persists, contact its support.</source>
        <translation>平台自身出现问题。请一分钟后重试；如问题持续，请联系平台技术支持。</translation>
    </message>
    <message>
        <source>This platform does not offer that yet.</source>
        <translation>此平台暂不支持该功能。</translation>
    </message>
    <message>
        <source>The platform sent more data than ClusterDesk accepts in one answer. Narrow the request or contact the platform&apos;s support.</source>
        <translation>平台单次返回的数据超出了 ClusterDesk 的接收上限。请缩小请求范围，或联系平台技术支持。</translation>
    </message>
    <message>
        <source>The platform&apos;s answer was cut off. Try again.</source>
        <translation>平台响应被截断。请重试。</translation>
    </message>
    <message>
        <source>The platform sent an answer ClusterDesk cannot read. Try again; if it persists, contact the platform&apos;s support.</source>
        <translation>平台返回了 ClusterDesk 无法解析的响应。请重试；如问题持续，请联系平台技术支持。</translation>
    </message>
    <message>
        <source>The platform refused the request as invalid.</source>
        <translation>平台判定请求无效，已拒绝。</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>Details: %1</source>
        <translation>详细信息：%1</translation>
    </message>
    <message>
        <source>The server answered without TLS: use http:// only for a local test server, or check the port.</source>
        <translation>服务器未使用 TLS 应答：仅在本地测试服务器上使用 http://，否则请检查端口。</translation>
    </message>
    <message>
        <source>The server at %1 answered without TLS: use http:// only for a local test server, or check the port.</source>
        <translation>位于 %1 的服务器未使用 TLS 应答：仅在本地测试服务器上使用 http://，否则请检查端口。</translation>
    </message>
    <message>
        <source>The secure connection to the platform could not be set up. ClusterDesk needs TLS 1.2 or later with forward-secret encryption; ask the platform&apos;s operator to check its TLS settings.</source>
        <translation>无法与平台建立安全连接。ClusterDesk 需要 TLS 1.2 或更高版本以及具备前向保密的加密；请让平台运维人员检查其 TLS 设置。</translation>
    </message>
    <message>
        <source>The Prometheus CA bundle chosen for this connection cannot be read. Choose a PEM file under “Prometheus CA bundle” in the connection settings.</source>
        <translation>无法读取为此连接选择的 Prometheus CA 证书包。请在连接设置的“Prometheus CA 证书包”中选择一个 PEM 文件。</translation>
    </message>
    <message>
        <source>The Prometheus server&apos;s certificate is not trusted, so nothing was sent. If it uses a private CA, choose that CA&apos;s bundle under “Prometheus CA bundle” in the connection settings.</source>
        <translation>Prometheus 服务器的证书不受信任，因此未发送任何内容。如果它使用私有 CA，请在连接设置的“Prometheus CA 证书包”中选择该 CA 的证书包。</translation>
    </message>
    <message>
        <source>The secure connection to the Prometheus server could not be set up. Check its address (https:// or http://) and its CA bundle in the connection settings.</source>
        <translation>无法与 Prometheus 服务器建立安全连接。请在连接设置中检查其地址（https:// 或 http://）和 CA 证书包。</translation>
    </message>
    <message>
        <source>Prometheus refused the credentials of this connection (HTTP %1). Check the authentication, user, password or token under “Metrics from” in the connection settings.</source>
        <translation>Prometheus 拒绝了此连接的凭据（HTTP %1）。请在连接设置的“指标来源”下检查认证方式、用户、密码或令牌。</translation>
    </message>
</context>
<context>
    <name>FailureExplainer</name>
    <message>
        <source>The model did not fit in GPU memory.</source>
        <translation>模型无法装入 GPU 内存。</translation>
    </message>
    <message>
        <source>Use more or larger GPUs, a smaller micro-batch, activation checkpointing or ZeRO-3/FSDP sharding.</source>
        <translation>请使用更多或更大的 GPU、更小的 micro-batch、激活检查点或 ZeRO-3/FSDP 分片。</translation>
    </message>
    <message>
        <source>A collective operation timed out: a node failed or the network stalled.</source>
        <translation>集合通信操作超时：某个节点发生故障或网络停滞。</translation>
    </message>
    <message>
        <source>Restart from the last checkpoint; choose &apos;Restart from the last checkpoint&apos; on node failure to do it automatically.</source>
        <translation>请从上一个检查点重新启动；在“节点故障时”中选择“从上一个检查点重新启动”即可自动执行。</translation>
    </message>
    <message>
        <source>The training script raised %1: %2.</source>
        <translation>训练脚本引发了 %1：%2。</translation>
    </message>
    <message>
        <source>Fix the script and run it again.</source>
        <translation>请修复脚本后重新运行。</translation>
    </message>
    <message>
        <source>The image could not be pulled.</source>
        <translation>无法拉取镜像。</translation>
    </message>
    <message>
        <source>Check the image reference and the registry credentials, then run it again.</source>
        <translation>请检查镜像引用和镜像仓库凭据，然后重新运行。</translation>
    </message>
    <message>
        <source>The command was killed (exit code 137), most often because the node ran out of memory.</source>
        <translation>命令被终止（退出码 137），最常见的原因是节点内存不足。</translation>
    </message>
    <message>
        <source>Use fewer data loader workers or nodes with more memory, then run it again.</source>
        <translation>请减少数据加载器的 worker 数量或使用内存更大的节点，然后重新运行。</translation>
    </message>
    <message>
        <source>The command exited with code %1.</source>
        <translation>命令以退出码 %1 退出。</translation>
    </message>
    <message>
        <source>Read the log for the first error, fix it and run the workload again.</source>
        <translation>请在日志中查找第一个错误，修复后重新运行工作负载。</translation>
    </message>
    <message>
        <source>The workload failed without saying why.</source>
        <translation>工作负载失败，未说明原因。</translation>
    </message>
    <message>
        <source>Read the log for the first error.</source>
        <translation>请在日志中查找第一个错误。</translation>
    </message>
    <message>
        <source>The registry has no image with that tag or digest.</source>
        <translation>镜像仓库中没有该标签或摘要的镜像。</translation>
    </message>
    <message>
        <source>Check the image reference&apos;s tag or digest (it must have been pushed to the registry), then run it again.</source>
        <translation>请检查镜像引用的标签或摘要（它必须已推送到镜像仓库），然后重新运行。</translation>
    </message>
    <message>
        <source>The registry refused to let the platform pull the image.</source>
        <translation>镜像仓库拒绝平台拉取该镜像。</translation>
    </message>
    <message>
        <source>Give the registry&apos;s user name and password or token under Registry credentials, or check the repository&apos;s name, then run it again.</source>
        <translation>请在“镜像仓库凭据”下提供镜像仓库的用户名和密码或令牌，或检查仓库名称，然后重新运行。</translation>
    </message>
</context>
<context>
    <name>FileCrypt</name>
    <message>
        <source>Could not write: %1</source>
        <translation>无法写入：%1</translation>
    </message>
    <message>
        <source>Could not read: %1</source>
        <translation>无法读取：%1</translation>
    </message>
    <message>
        <source>OpenSSL failed to encrypt.</source>
        <translation>OpenSSL 加密失败。</translation>
    </message>
    <message>
        <source>The input changed size while it was being encrypted.</source>
        <translation>输入文件在加密过程中大小发生了变化。</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>FolderBundler</name>
    <message>
        <source>Cannot bundle %1: it is not a folder.</source>
        <translation>无法打包 %1：它不是文件夹。</translation>
    </message>
    <message>
        <source>Cannot bundle %1: it does not exist.</source>
        <translation>无法打包 %1：该路径不存在。</translation>
    </message>
    <message>
        <source>Cannot open the folder %1: %2</source>
        <translation>无法打开文件夹 %1：%2</translation>
    </message>
    <message>
        <source>Cannot write the bundle %1: %2</source>
        <translation>无法写入打包文件 %1：%2</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>Cannot bundle %1: the system offers no UTF-8 locale to store its name in.</source>
        <translation>无法打包 %1：系统未提供可用于保存其名称的 UTF-8 区域设置。</translation>
    </message>
    <message>
        <source>Cannot read the link %1: %2</source>
        <translation>无法读取链接 %1：%2</translation>
    </message>
    <message>
        <source>Cannot bundle the link %1: its target is not UTF-8 text.</source>
        <translation>无法打包链接 %1：其目标不是 UTF-8 文本。</translation>
    </message>
    <message>
        <source>Cannot write the bundle %1 while adding %2: %3</source>
        <translation>添加 %2 时无法写入打包文件 %1：%3</translation>
    </message>
    <message>
        <source>Bundling was cancelled.</source>
        <translation>打包已取消。</translation>
    </message>
</context>
<context>
    <name>FolderScan</name>
    <message>
        <source>Cannot bundle %1: its name is not valid UTF-8.</source>
        <translation>无法打包 %1：其名称不是有效的 UTF-8。</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>Cannot list the folder %1: %2</source>
        <translation>无法列出文件夹 %1 的内容：%2</translation>
    </message>
    <message>
        <source>Cannot use %1: it is larger than 4 MiB.</source>
        <translation>无法使用 %1：该文件大于 4 MiB。</translation>
    </message>
    <message>
        <source>Bundling was cancelled.</source>
        <translation>打包已取消。</translation>
    </message>
</context>
<context>
    <name>KeyFile</name>
    <message>
        <source>This is not a ClusterDesk key file.</source>
        <translation>这不是 ClusterDesk 密钥文件。</translation>
    </message>
    <message>
        <source>The key file is damaged (it is %1 bytes, not %2).</source>
        <translation>密钥文件已损坏（大小为 %1 字节，而非 %2 字节）。</translation>
    </message>
    <message>
        <source>This key file&apos;s version is not supported.</source>
        <translation>不支持此密钥文件的版本。</translation>
    </message>
    <message>
        <source>The key file asks for an unreasonable scrypt cost.</source>
        <translation>密钥文件要求的 scrypt 开销参数不合理。</translation>
    </message>
    <message>
        <source>The passphrase is wrong, or the key file is damaged.</source>
        <translation>口令错误，或密钥文件已损坏。</translation>
    </message>
</context>
<context>
    <name>MetricText</name>
    <message>
        <source>GPU utilization</source>
        <translation>GPU 利用率</translation>
    </message>
    <message>
        <source>Tensor core activity</source>
        <translation>Tensor Core 活跃度</translation>
    </message>
    <message>
        <source>GPU memory used</source>
        <translation>GPU 显存用量</translation>
    </message>
    <message>
        <source>GPU temperature</source>
        <translation>GPU 温度</translation>
    </message>
    <message>
        <source>Power draw</source>
        <translation>功耗</translation>
    </message>
    <message>
        <source>SM clock</source>
        <translation>SM 时钟频率</translation>
    </message>
    <message>
        <source>PCIe transmit</source>
        <translation>PCIe 发送</translation>
    </message>
    <message>
        <source>PCIe receive</source>
        <translation>PCIe 接收</translation>
    </message>
    <message>
        <source>NVLink transmit</source>
        <translation>NVLink 发送</translation>
    </message>
    <message>
        <source>NVLink receive</source>
        <translation>NVLink 接收</translation>
    </message>
    <message>
        <source>XID errors</source>
        <translation>XID 错误</translation>
    </message>
    <message>
        <source>Node network receive</source>
        <translation>节点网络接收</translation>
    </message>
    <message>
        <source>Node network transmit</source>
        <translation>节点网络发送</translation>
    </message>
    <message>
        <source>Node storage read</source>
        <translation>节点存储读取</translation>
    </message>
    <message>
        <source>Node storage write</source>
        <translation>节点存储写入</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>MHz</source>
        <translation>MHz</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>XID</source>
        <translation>XID</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>no data</source>
        <translation>无数据</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <source>%1 MHz</source>
        <translation>%1 MHz</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>%1 MB/s</source>
        <translation>%1 MB/s</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>XID %1</source>
        <translation>XID %1</translation>
    </message>
    <message>
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>%1 TiB</source>
        <translation>%1 TiB</translation>
    </message>
</context>
<context>
    <name>PartBody</name>
    <message>
        <source>The file changed while it was being sent.</source>
        <translation>文件在发送过程中被修改了。</translation>
    </message>
</context>
<context>
    <name>PartedTransfer</name>
    <message>
        <source>The platform accepted a part of the upload but did not say where it is.</source>
        <translation>平台接受了上传的一个分片，但没有告知其位置。</translation>
    </message>
    <message>
        <source>The platform refused a part of the upload: %1</source>
        <translation>平台拒绝了上传的一个分片：%1</translation>
    </message>
    <message>
        <source>The upload queue cannot be saved on this computer; the disk may be full. Free some space, then retry the upload.</source>
        <translation>无法在此计算机上保存上传队列；磁盘可能已满。请释放一些空间，然后重试上传。</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>The platform does not answer for this upload: %1</source>
        <translation>平台未能返回此上传的状态：%1</translation>
    </message>
    <message>
        <source>The platform&apos;s answer about this upload is malformed or for another size.</source>
        <translation>平台返回的此上传信息格式有误，或与上传大小不符。</translation>
    </message>
    <message>
        <source>The platform accepted the upload but did not say where it is.</source>
        <translation>平台已接受上传，但未返回其位置。</translation>
    </message>
    <message>
        <source>The platform refused to join the upload&apos;s parts: %1</source>
        <translation>平台拒绝合并上传的各个分片：%1</translation>
    </message>
</context>
<context>
    <name>RefusedPatch</name>
    <message>
        <source>The data keeps arriving damaged at the platform.</source>
        <translation>平台多次收到损坏的数据。</translation>
    </message>
    <message>
        <source>The platform refused the data: %1</source>
        <translation>平台拒绝接收数据：%1</translation>
    </message>
</context>
<context>
    <name>RoleText</name>
    <message>
        <source>Owner</source>
        <translation>所有者</translation>
    </message>
    <message>
        <source>Admin</source>
        <translation>管理员</translation>
    </message>
    <message>
        <source>Member</source>
        <translation>成员</translation>
    </message>
    <message>
        <source>Viewer</source>
        <translation>只读成员</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>财务</translation>
    </message>
    <message>
        <source>Support</source>
        <translation>支持</translation>
    </message>
</context>
<context>
    <name>SequentialTransfer</name>
    <message>
        <source>Cannot read %1.</source>
        <translation>无法读取 %1。</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>The upload queue cannot be saved on this computer; the disk may be full. Free some space, then retry the upload.</source>
        <translation>无法在此计算机上保存上传队列；磁盘可能已满。请释放一些空间，然后重试上传。</translation>
    </message>
    <message>
        <source>The platform does not answer for this upload: %1</source>
        <translation>平台未能返回此上传的状态：%1</translation>
    </message>
    <message>
        <source>The platform&apos;s answer about this upload is malformed or for another size.</source>
        <translation>平台返回的此上传信息格式有误，或与上传大小不符。</translation>
    </message>
    <message>
        <source>The platform confirmed a different offset than was sent.</source>
        <translation>平台确认的偏移量与发送的不一致。</translation>
    </message>
</context>
<context>
    <name>ShortcutsHelp</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Go to Offerings</source>
        <translation>转到“配置”</translation>
    </message>
    <message>
        <source>Go to Clusters</source>
        <translation>转到“集群”</translation>
    </message>
    <message>
        <source>Go to Monitoring</source>
        <translation>转到“监控”</translation>
    </message>
    <message>
        <source>Go to Storage</source>
        <translation>转到“存储”</translation>
    </message>
    <message>
        <source>Go to Billing</source>
        <translation>转到“账单”</translation>
    </message>
    <message>
        <source>Go to Audit</source>
        <translation>转到“审计”</translation>
    </message>
    <message>
        <source>Go to Account</source>
        <translation>转到“账户”</translation>
    </message>
    <message>
        <source>Monitoring: live</source>
        <translation>监控：实时</translation>
    </message>
    <message>
        <source>Monitoring: the last 15 minutes</source>
        <translation>监控：最近 15 分钟</translation>
    </message>
    <message>
        <source>Monitoring: the last hour</source>
        <translation>监控：最近 1 小时</translation>
    </message>
    <message>
        <source>Monitoring: the last 6 hours</source>
        <translation>监控：最近 6 小时</translation>
    </message>
    <message>
        <source>Monitoring: the last 24 hours</source>
        <translation>监控：最近 24 小时</translation>
    </message>
    <message>
        <source>Monitoring: the last 7 days</source>
        <translation>监控：最近 7 天</translation>
    </message>
    <message>
        <source>Search the offerings or the clusters</source>
        <translation>搜索配置或集群</translation>
    </message>
    <message>
        <source>Refresh the page</source>
        <translation>刷新页面</translation>
    </message>
    <message>
        <source>Connect to a platform</source>
        <translation>连接到平台</translation>
    </message>
    <message>
        <source>Offline demo</source>
        <translation>离线演示</translation>
    </message>
    <message>
        <source>Launch a cluster</source>
        <translation>启动新集群</translation>
    </message>
    <message>
        <source>Monitoring: pause or follow the live stream</source>
        <translation>监控：暂停或继续跟随实时数据</translation>
    </message>
    <message>
        <source>Monitoring: export the chart as PNG / its data as CSV</source>
        <translation>监控：将图表导出为 PNG / 将数据导出为 CSV</translation>
    </message>
    <message>
        <source>In a chart: zoom in, zoom out, pan left, pan right, show everything</source>
        <translation>在图表中：放大、缩小、左移、右移、显示全部</translation>
    </message>
    <message>
        <source>Storage: upload files</source>
        <translation>存储：上传文件</translation>
    </message>
    <message>
        <source>Storage: upload a folder</source>
        <translation>存储：上传文件夹</translation>
    </message>
    <message>
        <source>Storage: delete the selected dataset</source>
        <translation>存储：删除所选数据集</translation>
    </message>
    <message>
        <source>Cluster logs: copy the selected lines</source>
        <translation>集群日志：复制所选行</translation>
    </message>
    <message>
        <source>Demo: show or hide the presenter&apos;s toolbar</source>
        <translation>演示：显示或隐藏演示者工具栏</translation>
    </message>
    <message>
        <source>Alt+underlined letter</source>
        <translation>Alt+带下划线的字母</translation>
    </message>
    <message>
        <source>Jump to that field</source>
        <translation>跳到该字段</translation>
    </message>
    <message>
        <source>This list</source>
        <translation>本列表</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
</context>
<context>
    <name>StreamDecryptor</name>
    <message>
        <source>There are bytes after the final segment.</source>
        <translation>最后一个分段之后还有多余的字节。</translation>
    </message>
    <message>
        <source>The file ends inside its header.</source>
        <translation>文件在头部中途结束，头部不完整。</translation>
    </message>
    <message>
        <source>The file ends before its final segment (segment %1 is missing).</source>
        <translation>文件在最后一个分段之前就已结束（缺少分段 %1）。</translation>
    </message>
    <message>
        <source>This is not a ClusterDesk encrypted file.</source>
        <translation>这不是 ClusterDesk 加密文件。</translation>
    </message>
    <message>
        <source>This file was encrypted with key %1, but the key in use is %2.</source>
        <translation>此文件使用密钥 %1 加密，但当前使用的密钥是 %2。</translation>
    </message>
    <message>
        <source>The file&apos;s header failed authentication: it was changed after encryption.</source>
        <translation>文件头部认证校验失败：加密后已被修改。</translation>
    </message>
    <message>
        <source>OpenSSL could not set up AES-256-GCM.</source>
        <translation>OpenSSL 无法初始化 AES-256-GCM。</translation>
    </message>
    <message>
        <source>The file has more segments than the format allows.</source>
        <translation>文件的分段数超出了格式允许的上限。</translation>
    </message>
    <message>
        <source>The file ends after segment %1, which is not its final segment.</source>
        <translation>文件在分段 %1 之后结束，但该分段并非最后一个分段。</translation>
    </message>
    <message>
        <source>Segment %1 failed authentication: it was changed, lost, duplicated or moved.</source>
        <translation>分段 %1 认证校验失败：该分段已被修改、丢失、重复或移位。</translation>
    </message>
    <message>
        <source>The decrypted data could not be written.</source>
        <translation>无法写入解密后的数据。</translation>
    </message>
    <message>
        <source>The plaintext is not the size the header says.</source>
        <translation>明文大小与头部声明的大小不符。</translation>
    </message>
    <message>
        <source>The file ends in an empty segment after segment %1, which no writer makes.</source>
        <translation>文件在分段 %1 之后以一个空分段结尾，正常写入的文件不会如此。</translation>
    </message>
</context>
<context>
    <name>StreamEncryptor</name>
    <message>
        <source>There is no tenant key to encrypt with.</source>
        <translation>没有可用于加密的租户密钥。</translation>
    </message>
    <message>
        <source>The file is larger than 4 PiB.</source>
        <translation>文件大小超过 4 PiB。</translation>
    </message>
    <message>
        <source>Unsupported segment size.</source>
        <translation>不支持该分段大小。</translation>
    </message>
    <message>
        <source>The system&apos;s random number generator failed.</source>
        <translation>系统随机数生成器出错。</translation>
    </message>
    <message>
        <source>OpenSSL could not wrap the data key.</source>
        <translation>OpenSSL 无法封装数据密钥。</translation>
    </message>
    <message>
        <source>OpenSSL could not set up AES-256-GCM.</source>
        <translation>OpenSSL 无法初始化 AES-256-GCM。</translation>
    </message>
    <message>
        <source>This upload was started with key %1; the key here is %2.</source>
        <translation>此上传开始时使用的是密钥 %1，而本机当前的密钥是 %2。</translation>
    </message>
    <message>
        <source>The saved header is damaged.</source>
        <translation>已保存的头部已损坏。</translation>
    </message>
</context>
<context>
    <name>TemplateYamlIssue</name>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>第 %1 行，第 %2 列：%3</translation>
    </message>
</context>
<context>
    <name>TemplateYamlReader</name>
    <message>
        <source>&apos;%1&apos; must be a mapping of keys to values.</source>
        <translation>“%1”必须是键到值的映射。</translation>
    </message>
    <message>
        <source>keys must be plain names.</source>
        <translation>键必须是普通名称。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; appears twice.</source>
        <translation>“%1”出现了两次。</translation>
    </message>
    <message>
        <source>unknown key &apos;%1&apos; in %2; expected one of: %3.</source>
        <translation>%2 中有未知的键“%1”；应为以下之一：%3。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be text.</source>
        <translation>“%1”必须是文本。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be a whole number.</source>
        <translation>“%1”必须是整数。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be between %2 and %3.</source>
        <translation>“%1”必须介于 %2 和 %3 之间。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be true or false.</source>
        <translation>“%1”必须是 true 或 false。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be a list.</source>
        <translation>“%1”必须是列表。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; lists an empty id.</source>
        <translation>“%1”列出了一个空 id。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; lists &apos;%2&apos; twice.</source>
        <translation>“%1”两次列出了“%2”。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be an absolute path without &apos;..&apos;.</source>
        <translation>“%1”必须是不含“..”的绝对路径。</translation>
    </message>
    <message>
        <source>&apos;billing_mode&apos; must be hourly, daily, monthly, yearly or tflops_hours.</source>
        <translation>“billing_mode”必须是 hourly、daily、monthly、yearly 或 tflops_hours。</translation>
    </message>
    <message>
        <source>&apos;pools&apos; must be a list of 1 to %1 node pools.</source>
        <translation>“pools”必须是包含 1 到 %1 个节点池的列表。</translation>
    </message>
    <message>
        <source>a pool needs an &apos;offering&apos; (an offering id).</source>
        <translation>节点池需要一个“offering”（产品 id）。</translation>
    </message>
    <message>
        <source>&apos;envs&apos; must map variable names to values.</source>
        <translation>“envs”必须将变量名映射到值。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a variable name: use letters, digits and &apos;_&apos;, not starting with a digit.</source>
        <translation>“%1”不是变量名：请使用字母、数字和“_”，且不能以数字开头。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is set by the platform on every node.</source>
        <translation>“%1”由平台在每个节点上设置。</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: write a value, or {secret: true} for a secret entered at launch.</source>
        <translation>“%1”：请填写一个值，或使用 {secret: true} 表示在启动时输入的机密。</translation>
    </message>
    <message>
        <source>&apos;ports&apos; must be a list.</source>
        <translation>“ports”必须是列表。</translation>
    </message>
    <message>
        <source>port %1 appears twice.</source>
        <translation>端口 %1 出现了两次。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an image reference: use registry/repository:tag or repository@sha256:&lt;digest&gt;.</source>
        <translation>“%1”不是镜像引用：请使用 registry/repository:tag 或 repository@sha256:&lt;digest&gt;。</translation>
    </message>
    <message>
        <source>&apos;on_node_failure&apos; must be stop or restart_from_checkpoint.</source>
        <translation>“on_node_failure”必须是 stop 或 restart_from_checkpoint。</translation>
    </message>
    <message>
        <source>&apos;name&apos; may have at most 80 characters.</source>
        <translation>“name”最多只能有 80 个字符。</translation>
    </message>
    <message>
        <source>&apos;run&apos; is empty: write the command to start on every node.</source>
        <translation>“run”为空：请填写在每个节点上启动的命令。</translation>
    </message>
    <message>
        <source>&apos;stage&apos; must be preprocess, pretrain, finetune, inference or eval.</source>
        <translation>“stage”必须是 preprocess、pretrain、finetune、inference 或 eval。</translation>
    </message>
    <message>
        <source>the template needs &apos;resources&apos; with its &apos;pools&apos;.</source>
        <translation>模板需要包含“resources”及其“pools”。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; belongs to a workload: add a &apos;run&apos; command, or remove it.</source>
        <translation>“%1”属于工作负载：请添加“run”命令，或将其删除。</translation>
    </message>
    <message>
        <source>a workload needs an &apos;image&apos;.</source>
        <translation>工作负载需要一个“image”。</translation>
    </message>
    <message>
        <source>The file is larger than 1 MiB: a template is a few kilobytes.</source>
        <translation>文件大于 1 MiB：模板通常只有几 KB。</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text.</source>
        <translation>文件不是 UTF-8 文本。</translation>
    </message>
    <message>
        <source>this is not valid YAML (%1).</source>
        <translation>这不是有效的 YAML（%1）。</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>文件为空。</translation>
    </message>
    <message>
        <source>this is not a template (%1).</source>
        <translation>这不是模板（%1）。</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
</context>
<context>
    <name>TenantKeyFile</name>
    <message>
        <source>Cannot make the folder %1.</source>
        <translation>无法创建文件夹 %1。</translation>
    </message>
    <message>
        <source>The key file could not be made.</source>
        <translation>无法生成密钥文件。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
</context>
<context>
    <name>TerminalLauncher</name>
    <message>
        <source>ssh is not installed. Add the OpenSSH Client in Settings &gt; System &gt; Optional features, then try again.</source>
        <translation>未安装 ssh。请在“设置 &gt; 系统 &gt; 可选功能”中添加 OpenSSH 客户端，然后重试。</translation>
    </message>
    <message>
        <source>ssh is not installed. Install the OpenSSH client (on Debian and Ubuntu: sudo apt install openssh-client), then try again.</source>
        <translation>未安装 ssh。请安装 OpenSSH 客户端（在 Debian 和 Ubuntu 上：sudo apt install openssh-client），然后重试。</translation>
    </message>
    <message>
        <source>No terminal program was found. Copy the SSH command and run it in a terminal of your choice.</source>
        <translation>未找到终端程序。请复制 SSH 命令，并在您选择的终端中运行。</translation>
    </message>
    <message>
        <source>The terminal could not be opened: %1</source>
        <translation>无法打开终端：%1</translation>
    </message>
    <message>
        <source>%1 could not be started.</source>
        <translation>无法启动 %1。</translation>
    </message>
</context>
<context>
    <name>UploadWorker</name>
    <message>
        <source>The platform lost this upload %1 times; giving up.</source>
        <translation>平台已丢失此上传 %1 次，不再重试。</translation>
    </message>
    <message>
        <source>%1 is gone; it cannot be uploaded.</source>
        <translation>%1 已不存在，无法上传。</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>The platform accepted the upload but did not say where it is.</source>
        <translation>平台已接受上传，但未返回其位置。</translation>
    </message>
    <message>
        <source>The platform refused the upload: %1</source>
        <translation>平台拒绝了此上传：%1</translation>
    </message>
    <message>
        <source>The upload finished but its dataset cannot be read: %1</source>
        <translation>上传已完成，但无法读取其数据集：%1</translation>
    </message>
    <message>
        <source>The platform&apos;s copy does not match what was sent (size or SHA-256 differs). Upload it again.</source>
        <translation>平台端副本与发送的数据不一致（大小或 SHA-256 不同）。请重新上传。</translation>
    </message>
    <message>
        <source>%1 kept changing while it was being uploaded; upload it again when it is no longer being written.</source>
        <translation>%1 在上传期间不断变化；请在它不再被写入后重新上传。</translation>
    </message>
    <message>
        <source>The upload queue cannot be saved on this computer; the disk may be full. Free some space, then retry the upload.</source>
        <translation>无法在此计算机上保存上传队列；磁盘可能已满。请释放一些空间，然后重试上传。</translation>
    </message>
</context>
<context>
    <name>WorkloadText</name>
    <message>
        <source>Pulling the image</source>
        <translation>正在拉取镜像</translation>
    </message>
    <message>
        <source>Starting</source>
        <translation>启动中</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>Checkpointing</source>
        <translation>正在保存检查点</translation>
    </message>
    <message>
        <source>Restarting from the last checkpoint</source>
        <translation>正在从上一个检查点重新启动</translation>
    </message>
    <message>
        <source>Succeeded</source>
        <translation>已成功</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>故障</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>out of GPU memory</source>
        <translation>GPU 内存不足</translation>
    </message>
    <message>
        <source>a collective operation timed out</source>
        <translation>集合通信操作超时</translation>
    </message>
    <message>
        <source>the command exited with an error</source>
        <translation>命令因错误退出</translation>
    </message>
    <message>
        <source>the image could not be pulled</source>
        <translation>无法拉取镜像</translation>
    </message>
    <message>
        <source>Stop the workload</source>
        <translation>停止工作负载</translation>
    </message>
    <message>
        <source>Restart from the last checkpoint</source>
        <translation>从上一个检查点重新启动</translation>
    </message>
    <message>
        <source>%1 · step %2/%3</source>
        <translation>%1 · 第 %2/%3 步</translation>
    </message>
    <message>
        <source>%1 (exit code %2)</source>
        <translation>%1（退出码 %2）</translation>
    </message>
    <message>
        <source>Image: &apos;%1&apos; is not an image reference; use registry/repository:tag or repository@sha256: and 64 hex digits.</source>
        <translation>镜像：“%1”不是镜像引用；请使用 registry/repository:tag 或 repository@sha256: 加 64 位十六进制数字。</translation>
    </message>
    <message>
        <source>Command: enter the command that starts the workload on every node.</source>
        <translation>命令：请输入在每个节点上启动工作负载的命令。</translation>
    </message>
    <message>
        <source>Command: at most %1 characters.</source>
        <translation>命令：最多 %1 个字符。</translation>
    </message>
    <message>
        <source>Setup: at most %1 characters.</source>
        <translation>准备：最多 %1 个字符。</translation>
    </message>
    <message>
        <source>Checkpoint directory: use an absolute path without &apos;..&apos;.</source>
        <translation>检查点目录：请使用不含 &apos;..&apos; 的绝对路径。</translation>
    </message>
    <message>
        <source>Working directory: use an absolute path without &apos;..&apos;.</source>
        <translation>工作目录：请使用不含 &apos;..&apos; 的绝对路径。</translation>
    </message>
    <message>
        <source>Checkpoint interval: 1 to 1440 minutes.</source>
        <translation>检查点间隔：1 到 1440 分钟。</translation>
    </message>
    <message>
        <source>Environment: at most %1 variables.</source>
        <translation>环境：最多 %1 个变量。</translation>
    </message>
    <message>
        <source>Environment variable %1: the value of %2 is longer than %3 characters.</source>
        <translation>环境变量 %1：%2 的值超过 %3 个字符。</translation>
    </message>
    <message>
        <source>Environment variable %1: &apos;%2&apos; is not a name; use letters, digits and &apos;_&apos;, not starting with a digit.</source>
        <translation>环境变量 %1：“%2”不是有效名称；请使用字母、数字和 &apos;_&apos;，且不能以数字开头。</translation>
    </message>
    <message>
        <source>Environment variable %1: %2 is set by the platform on every node; remove it.</source>
        <translation>环境变量 %1：%2 由平台在每个节点上设置；请将其删除。</translation>
    </message>
    <message>
        <source>Environment variable %1: %2 is set twice.</source>
        <translation>环境变量 %1：%2 被设置了两次。</translation>
    </message>
    <message>
        <source>Ports: at most %1.</source>
        <translation>端口：最多 %1 个。</translation>
    </message>
    <message>
        <source>Port %1: 22 is the node&apos;s SSH server.</source>
        <translation>端口 %1：22 是节点的 SSH 服务器端口。</translation>
    </message>
    <message>
        <source>Port %1: %2 is not between 1 and 65535.</source>
        <translation>端口 %1：%2 不在 1 到 65535 之间。</translation>
    </message>
    <message>
        <source>Port %1: %2 is listed twice.</source>
        <translation>端口 %1：%2 被列出了两次。</translation>
    </message>
    <message>
        <source>Registry user: enter the user name the registry knows you by.</source>
        <translation>镜像仓库用户：请输入您在镜像仓库中的用户名。</translation>
    </message>
    <message>
        <source>Environment variable %1: enter the value of the secret %2.</source>
        <translation>环境变量 %1：请输入机密 %2 的值。</translation>
    </message>
</context>
<context>
    <name>XidText</name>
    <message>
        <source>graphics engine exception, usually a fault in the running program</source>
        <translation>图形引擎异常，通常是正在运行的程序出错</translation>
    </message>
    <message>
        <source>GPU memory page fault, usually a bad memory access in the running program</source>
        <translation>GPU 显存页错误，通常是正在运行的程序发生了非法内存访问</translation>
    </message>
    <message>
        <source>the GPU stopped processing the program&apos;s work</source>
        <translation>GPU 已停止处理该程序的工作</translation>
    </message>
    <message>
        <source>the driver cleaned up after a process that ended</source>
        <translation>驱动程序在进程结束后进行了清理</translation>
    </message>
    <message>
        <source>double-bit ECC memory error</source>
        <translation>双比特 ECC 内存错误</translation>
    </message>
    <message>
        <source>ECC page retirement or row remapping</source>
        <translation>ECC 页面停用或行重映射</translation>
    </message>
    <message>
        <source>NVLink error</source>
        <translation>NVLink 错误</translation>
    </message>
    <message>
        <source>the GPU has fallen off the bus</source>
        <translation>GPU 已从总线上掉线</translation>
    </message>
    <message>
        <source>high rate of single-bit ECC errors</source>
        <translation>单比特 ECC 错误率过高</translation>
    </message>
    <message>
        <source>contained ECC error</source>
        <translation>已隔离的 ECC 错误</translation>
    </message>
    <message>
        <source>uncontained ECC error</source>
        <translation>未隔离的 ECC 错误</translation>
    </message>
    <message>
        <source>GPU System Processor (GSP) error</source>
        <translation>GPU 系统处理器（GSP）错误</translation>
    </message>
    <message>
        <source>XID %1</source>
        <translation>XID %1</translation>
    </message>
    <message>
        <source>Check the program&apos;s logs on that node; restart the job from its last checkpoint.</source>
        <translation>请检查该节点上的程序日志；从最近的检查点重新启动作业。</translation>
    </message>
    <message>
        <source>Nothing to do unless it repeats.</source>
        <translation>除非重复出现，否则无需处理。</translation>
    </message>
    <message>
        <source>Watch for repeats; the GPU needs a reset when the node next drains.</source>
        <translation>请留意是否重复出现；该 GPU 需要在节点下次排空时重置。</translation>
    </message>
    <message>
        <source>Restart the job from its last checkpoint; if it repeats, have the node replaced.</source>
        <translation>请从最近的检查点重新启动作业；如果重复出现，请申请替换该节点。</translation>
    </message>
    <message>
        <source>The node cannot be trusted with work: the platform replaces failed nodes; resume the job from its last checkpoint on the replacement.</source>
        <translation>该节点已不可靠，不宜再运行作业：平台会替换故障节点；请在替换节点上从最近的检查点恢复作业。</translation>
    </message>
    <message>
        <source>Look the XID up in NVIDIA&apos;s XID catalogue; if it repeats, have the node replaced.</source>
        <translation>请在 NVIDIA 的 XID 目录中查询该 XID；如果重复出现，请申请替换该节点。</translation>
    </message>
</context>
<context>
    <name>cd::AboutDialog</name>
    <message>
        <source>About ClusterDesk</source>
        <translation>关于 ClusterDesk</translation>
    </message>
    <message>
        <source>&lt;h3&gt;ClusterDesk %1&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;ClusterDesk %1&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>A desktop console for renting GPU compute: compare offerings, run clusters, follow costs.</source>
        <translation>租用 GPU 算力的桌面控制台：比较配置、运行集群、跟踪费用。</translation>
    </message>
    <message>
        <source>Built with %1.</source>
        <translation>构建工具：%1。</translation>
    </message>
    <message>
        <source>ClusterDesk is free software under the GNU General Public License, version 3 or later (%1). It uses these components:</source>
        <translation>ClusterDesk 是自由软件，依据 GNU 通用公共许可证第 3 版或更高版本（%1）发布。它使用以下组件：</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>组件</translation>
    </message>
    <message>
        <source>Built with</source>
        <translation>构建时版本</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>许可证</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>未报告</translation>
    </message>
    <message>
        <source>This library does not say its version at run time.</source>
        <translation>此库在运行时不报告其版本。</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 &amp;Qt</translation>
    </message>
</context>
<context>
    <name>cd::AccountListTab</name>
    <message>
        <source>Loading…</source>
        <translation>正在加载…</translation>
    </message>
</context>
<context>
    <name>cd::AccountPage</name>
    <message>
        <source>Account</source>
        <translation>账户</translation>
    </message>
    <message>
        <source>&amp;SSH keys</source>
        <translation>SSH 密钥(&amp;S)</translation>
    </message>
    <message>
        <source>A&amp;PI keys</source>
        <translation>API 密钥(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Members</source>
        <translation>成员(&amp;M)</translation>
    </message>
</context>
<context>
    <name>cd::AddSshKeyDialog</name>
    <message>
        <source>Add SSH key</source>
        <translation>添加 SSH 密钥</translation>
    </message>
    <message>
        <source>e.g. laptop</source>
        <translation>例如 laptop</translation>
    </message>
    <message>
        <source>Public key</source>
        <translation>公钥</translation>
    </message>
    <message>
        <source>ssh-ed25519 AAAA... you@computer</source>
        <translation>ssh-ed25519 AAAA... you@computer</translation>
    </message>
    <message>
        <source>Load from file…</source>
        <translation>从文件加载…</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>Public &amp;key:</source>
        <translation>公钥(&amp;K)：</translation>
    </message>
    <message>
        <source>Public key file</source>
        <translation>公钥文件</translation>
    </message>
    <message>
        <source>Public keys (*.pub);;All files (*)</source>
        <translation>公钥 (*.pub);;所有文件 (*)</translation>
    </message>
    <message>
        <source>%1 is too large to be a public key.</source>
        <translation>%1 太大，不可能是公钥。</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>无法读取%1：%2</translation>
    </message>
    <message>
        <source>Paste the contents of your public key file (for example ~/.ssh/id_ed25519.pub), or load it from the file.</source>
        <translation>粘贴公钥文件的内容（例如 ~/.ssh/id_ed25519.pub），或从文件加载。</translation>
    </message>
    <message>
        <source>%1, %2 bits. Fingerprint: %3</source>
        <translation>%1，%2 位。指纹：%3</translation>
    </message>
</context>
<context>
    <name>cd::ApiKeyShownDialog</name>
    <message>
        <source>API key &quot;%1&quot;</source>
        <translation>API 密钥“%1”</translation>
    </message>
    <message>
        <source>&lt;b&gt;Copy this key now: it cannot be shown again.&lt;/b&gt; Neither ClusterDesk nor the platform keeps it, only a fingerprint. Store it where your program reads it, for example a CI secret or a file only you can read.</source>
        <translation>&lt;b&gt;请立即复制此密钥：它无法再次显示。&lt;/b&gt;ClusterDesk 和平台都不会保存它，只保存其指纹。请将它存放在您的程序读取的位置，例如 CI 机密或只有您能读取的文件。</translation>
    </message>
    <message>
        <source>New API key</source>
        <translation>新 API 密钥</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>完成(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Key:</source>
        <translation>密钥(&amp;K)：</translation>
    </message>
    <message>
        <source>Close without the key?</source>
        <translation>不保存密钥就关闭？</translation>
    </message>
    <message>
        <source>Have you stored the key? It cannot be shown again; without it you would have to revoke it and create another.</source>
        <translation>您已保存密钥了吗？它无法再次显示；如果没有它，您将不得不吊销它并创建另一个。</translation>
    </message>
</context>
<context>
    <name>cd::ApiKeysSession</name>
    <message>
        <source>Your role cannot hand out this role: owners give any role, admins any but owner.</source>
        <translation>您的角色无法授予此角色：所有者可授予任何角色，管理员可授予除所有者以外的任何角色。</translation>
    </message>
    <message>
        <source>The key was created, but a key is shown only once. Revoke it and create another.</source>
        <translation>密钥已创建，但密钥只显示一次。请吊销它并创建另一个。</translation>
    </message>
    <message>
        <source>This request changed while it was being retried. Create the key again.</source>
        <translation>此请求在重试期间发生了变化。请重新创建密钥。</translation>
    </message>
    <message>
        <source>Give the key a name of 1 to 80 characters, for example &quot;ci-deploy&quot;.</source>
        <translation>请为密钥指定 1 到 80 个字符的名称，例如“ci-deploy”。</translation>
    </message>
    <message>
        <source>Choose one of the roles owner, admin, member, viewer or billing.</source>
        <translation>请从以下角色中选择一个：所有者（owner）、管理员（admin）、成员（member）、查看者（viewer）或计费（billing）。</translation>
    </message>
    <message>
        <source>Choose an expiry in the future and at most two years ahead, or none.</source>
        <translation>请选择一个未来的到期时间，最多两年之后，或不设到期。</translation>
    </message>
    <message>
        <source>That key or member is no longer there: someone may have removed it. Refresh to see the current keys.</source>
        <translation>该密钥或成员已不存在：可能已被他人删除。请刷新以查看当前的密钥。</translation>
    </message>
</context>
<context>
    <name>cd::ApiKeysTab</name>
    <message>
        <source>&amp;Create…</source>
        <translation>创建(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Revoke…</source>
        <translation>吊销(&amp;R)…</translation>
    </message>
    <message>
        <source>No API keys. Create one for each program or script that calls the platform.</source>
        <translation>没有 API 密钥。请为每个调用平台的程序或脚本创建一个。</translation>
    </message>
    <message>
        <source>API keys</source>
        <translation>API 密钥</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Prefix</source>
        <translation>前缀</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>角色</translation>
    </message>
    <message>
        <source>Member</source>
        <translation>成员</translation>
    </message>
    <message>
        <source>Created by</source>
        <translation>创建者</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>创建时间</translation>
    </message>
    <message>
        <source>Last used</source>
        <translation>上次使用</translation>
    </message>
    <message>
        <source>Expires</source>
        <translation>到期</translation>
    </message>
    <message>
        <source>API key revoked: programs using it can no longer call the platform.</source>
        <translation>API 密钥已吊销：使用它的程序将无法再调用平台。</translation>
    </message>
    <message>
        <source>Programs and scripts, such as cdctl or a CI job, call the platform with these keys. Give each its own key with the least role it needs, and revoke a key as soon as it is no longer used.</source>
        <translation>程序和脚本（例如 cdctl 或 CI 作业）使用这些密钥调用平台。请为每个程序或脚本分配单独的密钥，并授予其所需的最低角色；密钥不再使用时请立即吊销。</translation>
    </message>
    <message>
        <source>The tenant&apos;s API keys, read-only. Owners and admins create and revoke them.</source>
        <translation>租户的 API 密钥，只读。所有者和管理员可以创建和吊销它们。</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>从不</translation>
    </message>
    <message>
        <source>Expired %1</source>
        <translation>已于 %1 到期</translation>
    </message>
    <message>
        <source>This key expired: the platform refuses it. Revoke it to tidy up.</source>
        <translation>此密钥已到期：平台会拒绝它。请吊销它以便整理。</translation>
    </message>
    <message>
        <source>Choose the key to revoke in the list first.</source>
        <translation>请先在列表中选择要吊销的密钥。</translation>
    </message>
    <message>
        <source>Revoke API key</source>
        <translation>吊销 API 密钥</translation>
    </message>
    <message>
        <source>Revoke the API key &quot;%1&quot; (%2)? Programs using it stop working at once, including streams they have open. This cannot be undone.</source>
        <translation>要吊销 API 密钥“%1”（%2）吗？使用它的程序将立即停止工作，包括它们已打开的流。此操作无法撤销。</translation>
    </message>
    <message>
        <source>&amp;Revoke</source>
        <translation>吊销(&amp;R)</translation>
    </message>
</context>
<context>
    <name>cd::AsOfLabel</name>
    <message>
        <source>Refreshing… (as of %1)</source>
        <translation>正在刷新…（截至 %1）</translation>
    </message>
    <message>
        <source>As of %1</source>
        <translation>截至 %1</translation>
    </message>
    <message numerus="yes">
        <source>When these figures were loaded. %1 or Refresh loads them again; they also load again when the page is shown and they are older than %n minute(s).</source>
        <translation>
            <numerusform>这些数据的加载时间。按 %1 或“刷新”可重新加载；页面显示时若数据已超过 %n 分钟，也会自动重新加载。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cd::AuditPage</name>
    <message>
        <source>Support staff only</source>
        <translation>仅技术支持人员</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>刷新(&amp;R)</translation>
    </message>
    <message>
        <source>Audit log</source>
        <translation>审计日志</translation>
    </message>
    <message>
        <source>Only the tenant&apos;s owners and admins can read its audit log.</source>
        <translation>只有租户的所有者和管理员可以查看其审计日志。</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>正在加载…</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>重试</translation>
    </message>
    <message numerus="yes">
        <source>%n entries</source>
        <translation>
            <numerusform>%n 条记录</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n by support staff</source>
        <translation>
            <numerusform>其中 %n 条来自技术支持人员</numerusform>
        </translation>
    </message>
    <message>
        <source>Every time support staff looked at this tenant in the last %1 days, and every change its own people made or were refused. Nobody can change or remove an entry.</source>
        <translation>最近 %1 天内技术支持人员对本租户的每次查看，以及本租户成员做出或被拒绝的每项更改。任何人都无法修改或删除记录。</translation>
    </message>
</context>
<context>
    <name>cd::AuditTableModel</name>
    <message>
        <source>Owner</source>
        <translation>所有者</translation>
    </message>
    <message>
        <source>Admin</source>
        <translation>管理员</translation>
    </message>
    <message>
        <source>Member</source>
        <translation>成员</translation>
    </message>
    <message>
        <source>Viewer</source>
        <translation>只读成员</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>财务</translation>
    </message>
    <message>
        <source>Support staff</source>
        <translation>技术支持人员</translation>
    </message>
    <message>
        <source>View %1</source>
        <translation>查看 %1</translation>
    </message>
    <message>
        <source>Create %1</source>
        <translation>创建 %1</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>更改 %1</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>删除 %1</translation>
    </message>
    <message>
        <source>Stop %1</source>
        <translation>停止 %1</translation>
    </message>
    <message>
        <source>Start %1</source>
        <translation>启动 %1</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>已拒绝</translation>
    </message>
    <message>
        <source>Allowed</source>
        <translation>已允许</translation>
    </message>
    <message>
        <source>%1 (%2), %3</source>
        <translation>%1（%2），%3</translation>
    </message>
    <message>
        <source>Support staff viewing this tenant</source>
        <translation>技术支持人员查看本租户</translation>
    </message>
    <message>
        <source>%1 times, last at %2</source>
        <translation>共 %1 次，最近一次在 %2</translation>
    </message>
    <message>
        <source>When</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>人员</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>角色</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>On</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Times</source>
        <translation>次数</translation>
    </message>
    <message>
        <source>Viewed their own account</source>
        <translation>查看了自己的账户</translation>
    </message>
    <message>
        <source>Viewed the regions</source>
        <translation>查看了地域列表</translation>
    </message>
    <message>
        <source>Viewed the GPU offerings</source>
        <translation>查看了 GPU 配置</translation>
    </message>
    <message>
        <source>Asked for a price estimate</source>
        <translation>请求了价格估算</translation>
    </message>
    <message>
        <source>Viewed the clusters</source>
        <translation>查看了集群列表</translation>
    </message>
    <message>
        <source>Launched a cluster</source>
        <translation>启动了集群</translation>
    </message>
    <message>
        <source>Changed a cluster</source>
        <translation>更改了集群</translation>
    </message>
    <message>
        <source>Terminated a cluster</source>
        <translation>终止了集群</translation>
    </message>
    <message>
        <source>Stopped a cluster</source>
        <translation>停止了集群</translation>
    </message>
    <message>
        <source>Started a cluster</source>
        <translation>开启了集群</translation>
    </message>
    <message>
        <source>Viewed a cluster&apos;s nodes</source>
        <translation>查看了集群的节点</translation>
    </message>
    <message>
        <source>Viewed a cluster&apos;s events</source>
        <translation>查看了集群的事件</translation>
    </message>
    <message>
        <source>Followed the live cluster events</source>
        <translation>订阅了实时集群事件</translation>
    </message>
    <message>
        <source>Viewed a cluster&apos;s metrics history</source>
        <translation>查看了集群的历史指标</translation>
    </message>
    <message>
        <source>Followed a cluster&apos;s live metrics</source>
        <translation>订阅了集群的实时指标</translation>
    </message>
    <message>
        <source>Read the metrics for Prometheus</source>
        <translation>为 Prometheus 读取了指标</translation>
    </message>
    <message>
        <source>Checked the upload service</source>
        <translation>检查了上传服务</translation>
    </message>
    <message>
        <source>Started an upload</source>
        <translation>开始了上传</translation>
    </message>
    <message>
        <source>Checked an upload&apos;s progress</source>
        <translation>查询了上传进度</translation>
    </message>
    <message>
        <source>Sent an upload&apos;s data</source>
        <translation>发送了上传数据</translation>
    </message>
    <message>
        <source>Cancelled an upload</source>
        <translation>取消了上传</translation>
    </message>
    <message>
        <source>Viewed the datasets</source>
        <translation>查看了数据集列表</translation>
    </message>
    <message>
        <source>Deleted a dataset</source>
        <translation>删除了数据集</translation>
    </message>
    <message>
        <source>Downloaded a dataset</source>
        <translation>下载了数据集</translation>
    </message>
    <message>
        <source>Viewed the cost line items</source>
        <translation>查看了费用明细</translation>
    </message>
    <message>
        <source>Viewed the billing summary</source>
        <translation>查看了计费摘要</translation>
    </message>
    <message>
        <source>Viewed the budgets</source>
        <translation>查看了预算</translation>
    </message>
    <message>
        <source>Changed the budgets</source>
        <translation>更改了预算</translation>
    </message>
    <message>
        <source>Viewed the invoices</source>
        <translation>查看了账单</translation>
    </message>
    <message>
        <source>Viewed the alerts</source>
        <translation>查看了告警</translation>
    </message>
    <message>
        <source>Viewed the list of tenants</source>
        <translation>查看了租户列表</translation>
    </message>
    <message>
        <source>Viewed the audit log</source>
        <translation>查看了审计日志</translation>
    </message>
    <message>
        <source>Restarted a cluster&apos;s workload</source>
        <translation>重新启动了集群的工作负载</translation>
    </message>
    <message>
        <source>Viewed a workload&apos;s checkpoints</source>
        <translation>查看了工作负载的检查点</translation>
    </message>
    <message>
        <source>Viewed a cluster&apos;s logs</source>
        <translation>查看了集群的日志</translation>
    </message>
    <message>
        <source>Followed a cluster&apos;s live logs</source>
        <translation>跟踪了集群的实时日志</translation>
    </message>
    <message>
        <source>Viewed their SSH keys</source>
        <translation>查看了自己的 SSH 密钥</translation>
    </message>
    <message>
        <source>Added an SSH key</source>
        <translation>添加了 SSH 密钥</translation>
    </message>
    <message>
        <source>Deleted an SSH key</source>
        <translation>删除了 SSH 密钥</translation>
    </message>
    <message>
        <source>Viewed the launch templates</source>
        <translation>查看了启动模板</translation>
    </message>
    <message>
        <source>Saved a launch template</source>
        <translation>保存了启动模板</translation>
    </message>
    <message>
        <source>Changed a launch template</source>
        <translation>更改了启动模板</translation>
    </message>
    <message>
        <source>Deleted a launch template</source>
        <translation>删除了启动模板</translation>
    </message>
    <message>
        <source>Viewed the API keys</source>
        <translation>查看了 API 密钥</translation>
    </message>
    <message>
        <source>Created an API key</source>
        <translation>创建了一个 API 密钥</translation>
    </message>
    <message>
        <source>Revoked an API key</source>
        <translation>吊销了一个 API 密钥</translation>
    </message>
    <message>
        <source>Viewed the members</source>
        <translation>查看了成员</translation>
    </message>
    <message>
        <source>Invited a member</source>
        <translation>邀请了一位成员</translation>
    </message>
    <message>
        <source>Changed a member&apos;s role</source>
        <translation>更改了成员的角色</translation>
    </message>
    <message>
        <source>Removed a member</source>
        <translation>移除了一位成员</translation>
    </message>
</context>
<context>
    <name>cd::BillingBudgetsTab</name>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>Covers</source>
        <translation>适用范围</translation>
    </message>
    <message>
        <source>Per month</source>
        <translation>每月金额</translation>
    </message>
    <message>
        <source>Spent</source>
        <translation>已支出</translation>
    </message>
    <message>
        <source>Forecast</source>
        <translation>预测</translation>
    </message>
    <message>
        <source>Alerts at</source>
        <translation>告警阈值</translation>
    </message>
    <message>
        <source>When reached</source>
        <translation>用尽时</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Budgets</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>&amp;New budget…</source>
        <translation>新建预算(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>编辑(&amp;E)…</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>移除(&amp;M)</translation>
    </message>
    <message>
        <source>Your role can see costs but not change budgets.</source>
        <translation>您的角色可以查看费用，但无法修改预算。</translation>
    </message>
    <message>
        <source>Cluster %1</source>
        <translation>集群 %1</translation>
    </message>
    <message>
        <source>%1, without asking</source>
        <translation>%1，无需确认</translation>
    </message>
    <message>
        <source>%1, after asking</source>
        <translation>%1，需先确认</translation>
    </message>
    <message>
        <source>Monthly budget</source>
        <translation>月度预算</translation>
    </message>
    <message>
        <source>Remove budget</source>
        <translation>移除预算</translation>
    </message>
    <message>
        <source>Remove the budget “%1”? Its alerts stop.</source>
        <translation>确定要移除预算“%1”吗？其告警将停止。</translation>
    </message>
</context>
<context>
    <name>cd::BillingExports</name>
    <message numerus="yes">
        <source>Writing %n line(s)…</source>
        <translation>
            <numerusform>正在写入 %n 条明细行…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stopped; no file was written.</source>
        <translation>已停止；未写入任何文件。</translation>
    </message>
    <message>
        <source>this tenant</source>
        <translation>此租户</translation>
    </message>
    <message>
        <source>Export FOCUS CSV</source>
        <translation>导出 FOCUS CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Export the table as shown</source>
        <translation>导出当前表格</translation>
    </message>
    <message>
        <source>Export a PDF report</source>
        <translation>导出 PDF 报告</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存到 %1</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>无法保存 %1：%2</translation>
    </message>
</context>
<context>
    <name>cd::BillingInvoicesTab</name>
    <message>
        <source>Invoice</source>
        <translation>发票</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>账期</translation>
    </message>
    <message>
        <source>Usage</source>
        <translation>用量</translation>
    </message>
    <message>
        <source>Discounts and credits</source>
        <translation>折扣与抵扣</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>明细行数</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Invoices</source>
        <translation>发票</translation>
    </message>
    <message>
        <source>Issued</source>
        <translation>已开具</translation>
    </message>
    <message>
        <source>Open (this month)</source>
        <translation>未结算（本月）</translation>
    </message>
</context>
<context>
    <name>cd::BillingLinesTab</name>
    <message>
        <source>&amp;Group by:</source>
        <translation>分组方式(&amp;G)：</translation>
    </message>
    <message>
        <source>Nothing (every line)</source>
        <translation>不分组（全部明细行）</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>then</source>
        <translation>再按</translation>
    </message>
    <message>
        <source>All charges</source>
        <translation>全部费用</translation>
    </message>
    <message>
        <source>Search lines (cluster, node, GPU, stage, region…)</source>
        <translation>搜索明细行（集群、节点、GPU、阶段、地域…）</translation>
    </message>
    <message>
        <source>Search lines</source>
        <translation>搜索明细行</translation>
    </message>
    <message>
        <source>Line items</source>
        <translation>明细行</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s), billed %1</source>
        <translation>
            <numerusform>%n 条明细行，实际计费 %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n line(s) shown, billed %2</source>
        <translation>
            <numerusform>显示 %1/%n 条明细行，实际计费 %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cd::BillingOverviewTab</name>
    <message>
        <source>&amp;Daily cost by</source>
        <translation>每日费用，按(&amp;D)</translation>
    </message>
    <message>
        <source>Daily cost chart</source>
        <translation>每日费用图表</translation>
    </message>
    <message>
        <source>&lt;b&gt;Share of each stage&lt;/b&gt;</source>
        <translation>&lt;b&gt;各阶段占比&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Share of each stage</source>
        <translation>各阶段占比</translation>
    </message>
    <message>
        <source>&lt;b&gt;Top spenders this month&lt;/b&gt;</source>
        <translation>&lt;b&gt;本月费用最高的集群&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>集群</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>费用</translation>
    </message>
    <message>
        <source>Top spenders this month</source>
        <translation>本月费用最高的集群</translation>
    </message>
    <message>
        <source>&lt;b&gt;GPU cost and utilization&lt;/b&gt;</source>
        <translation>&lt;b&gt;GPU 费用与利用率&lt;/b&gt;</translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU 小时</translation>
    </message>
    <message>
        <source>Average use</source>
        <translation>平均利用率</translation>
    </message>
    <message>
        <source>GPU cost and utilization</source>
        <translation>GPU 费用与利用率</translation>
    </message>
    <message>
        <source>Everything else</source>
        <translation>其他</translation>
    </message>
    <message>
        <source>Storage and data transfer</source>
        <translation>存储与数据传输</translation>
    </message>
    <message>
        <source>Daily cost by %1</source>
        <translation>每日费用（按 %1）</translation>
    </message>
</context>
<context>
    <name>cd::BillingPage</name>
    <message>
        <source>Refres&amp;h</source>
        <translation>刷新(&amp;H)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>&amp;Overview</source>
        <translation>概览(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Line items</source>
        <translation>明细行(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Quoted and billed</source>
        <translation>报价与实际计费(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Budgets</source>
        <translation>预算(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Invoices</source>
        <translation>发票(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Range:</source>
        <translation>时间范围(&amp;R)：</translation>
    </message>
    <message>
        <source>This month</source>
        <translation>本月</translation>
    </message>
    <message>
        <source>Last month</source>
        <translation>上月</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>最近 30 天</translation>
    </message>
    <message>
        <source>Last 90 days</source>
        <translation>最近 90 天</translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation>自定义…</translation>
    </message>
    <message>
        <source>E&amp;xport</source>
        <translation>导出(&amp;X)</translation>
    </message>
    <message>
        <source>FOCUS CSV (every line)…</source>
        <translation>FOCUS CSV（全部明细行）…</translation>
    </message>
    <message>
        <source>PDF report (A4)…</source>
        <translation>PDF 报告（A4）…</translation>
    </message>
    <message>
        <source>PDF report (Letter)…</source>
        <translation>PDF 报告（Letter）…</translation>
    </message>
    <message>
        <source>Table as shown (CSV)…</source>
        <translation>当前表格（CSV）…</translation>
    </message>
    <message>
        <source>Discounts and credits</source>
        <translation>折扣与抵扣</translation>
    </message>
    <message>
        <source>Loading lines…</source>
        <translation>正在加载明细行…</translation>
    </message>
    <message numerus="yes">
        <source>Loading… %n line(s) so far</source>
        <translation>
            <numerusform>正在加载… 已加载 %n 条明细行</numerusform>
        </translation>
    </message>
    <message>
        <source>Loading stopped; the lines shown are from before.</source>
        <translation>加载已停止；当前显示的是之前的明细行。</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>重试(&amp;R)</translation>
    </message>
    <message>
        <source>%1 to %2 (UTC)</source>
        <translation>%1 至 %2（UTC）</translation>
    </message>
    <message>
        <source>Month to date</source>
        <translation>本月至今</translation>
    </message>
    <message>
        <source>since %1</source>
        <translation>自 %1 起</translation>
    </message>
    <message>
        <source>Forecast at month end</source>
        <translation>月末预测</translation>
    </message>
    <message>
        <source>between %1 and %2</source>
        <translation>介于 %1 和 %2 之间</translation>
    </message>
    <message>
        <source>At what is running now, %1 a day; the range spans the last seven days&apos; cheapest and dearest.</source>
        <translation>按当前运行的资源计算，每天 %1；区间取最近七天中费用最低和最高的一天。</translation>
    </message>
    <message>
        <source>Budget remaining</source>
        <translation>剩余预算</translation>
    </message>
    <message>
        <source>of %1 · %2</source>
        <translation>总额 %1 · %2</translation>
    </message>
    <message>
        <source>no budget for the whole tenant</source>
        <translation>未设置整个租户的预算</translation>
    </message>
    <message>
        <source>Idle GPU cost</source>
        <translation>GPU 空闲费用</translation>
    </message>
    <message>
        <source>%1 of this month&apos;s spend</source>
        <translation>占本月支出的 %1</translation>
    </message>
    <message>
        <source>off-peak hours and credits this month</source>
        <translation>本月离峰时段折扣与抵扣</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>正在加载…</translation>
    </message>
</context>
<context>
    <name>cd::BillingQuotesTab</name>
    <message>
        <source>What the launch dialog quoted for the time each cluster ran, beside what was billed, and what made the difference.</source>
        <translation>按各集群的实际运行时长，对比启动对话框中的报价与实际计费金额，并说明差额原因。</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>集群</translation>
    </message>
    <message>
        <source>Quoted per hour</source>
        <translation>每小时报价</translation>
    </message>
    <message>
        <source>Hours run</source>
        <translation>运行小时数</translation>
    </message>
    <message>
        <source>Quoted</source>
        <translation>报价</translation>
    </message>
    <message>
        <source>Billed</source>
        <translation>实际计费</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>差额</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Quoted and billed</source>
        <translation>报价与实际计费</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>As quoted</source>
        <translation>与报价一致</translation>
    </message>
</context>
<context>
    <name>cd::BudgetDialog</name>
    <message>
        <source>Act &amp;without asking</source>
        <translation>无需确认直接执行(&amp;W)</translation>
    </message>
    <message>
        <source>New budget</source>
        <translation>新建预算</translation>
    </message>
    <message>
        <source>Edit budget</source>
        <translation>编辑预算</translation>
    </message>
    <message>
        <source>The whole tenant</source>
        <translation>整个租户</translation>
    </message>
    <message>
        <source>One cluster</source>
        <translation>单个集群</translation>
    </message>
    <message>
        <source>A tag</source>
        <translation>某个标签</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>e.g. inference</source>
        <translation>例如 inference</translation>
    </message>
    <message>
        <source>e.g. 50, 80, 100</source>
        <translation>例如 50, 80, 100</translation>
    </message>
    <message>
        <source>e.g. 100</source>
        <translation>例如 100</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>Applies &amp;to:</source>
        <translation>适用于(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Cluster:</source>
        <translation>集群(&amp;C)：</translation>
    </message>
    <message>
        <source>Ta&amp;g:</source>
        <translation>标签(&amp;G)：</translation>
    </message>
    <message>
        <source>&amp;Amount per month:</source>
        <translation>每月金额(&amp;A)：</translation>
    </message>
    <message>
        <source>Alert at actua&amp;l spend (%):</source>
        <translation>实际支出告警阈值（%）(&amp;L)：</translation>
    </message>
    <message>
        <source>Alert at &amp;forecast spend (%):</source>
        <translation>预测支出告警阈值（%）(&amp;F)：</translation>
    </message>
    <message>
        <source>When &amp;reached:</source>
        <translation>用尽时(&amp;R)：</translation>
    </message>
    <message>
        <source>Give the budget a name.</source>
        <translation>请为预算命名。</translation>
    </message>
    <message>
        <source>Set an amount above zero.</source>
        <translation>金额须大于 0。</translation>
    </message>
    <message>
        <source>There is no cluster to budget for.</source>
        <translation>没有可设置预算的集群。</translation>
    </message>
    <message>
        <source>Say which value of the tag the budget covers.</source>
        <translation>请指定预算适用的标签值。</translation>
    </message>
    <message>
        <source>Alert shares are whole percentages from 1 to 1000, separated by commas.</source>
        <translation>告警阈值须为 1 到 1000 之间的整数百分比，以英文逗号分隔。</translation>
    </message>
    <message>
        <source>Only a cluster&apos;s budget can stop or downsize it.</source>
        <translation>只有集群预算才能停止集群或缩减其规模。</translation>
    </message>
    <message>
        <source>Tag key</source>
        <translation>标签键</translation>
    </message>
    <message>
        <source>Tag value</source>
        <translation>标签值</translation>
    </message>
</context>
<context>
    <name>cd::BudgetWatcher</name>
    <message>
        <source>Budget %1</source>
        <translation>预算 %1</translation>
    </message>
    <message>
        <source>Spending this month has passed %1 % of %2: %3 so far.</source>
        <translation>本月支出已超过 %2 的 %1 %：目前为 %3。</translation>
    </message>
    <message>
        <source>The forecast for this month, %1, passes %2 % of %3.</source>
        <translation>本月预测费用 %1，超过 %3 的 %2 %。</translation>
    </message>
    <message>
        <source>Budget %1 reached</source>
        <translation>预算 %1 已用尽</translation>
    </message>
    <message>
        <source>The budget “%1” is spent (%2 of %3). Stop its cluster now?</source>
        <translation>预算“%1”已用尽（%2/%3）。立即停止其集群？</translation>
    </message>
    <message>
        <source>The budget “%1” is spent (%2 of %3). Shrink its cluster to one node per pool now?</source>
        <translation>预算“%1”已用尽（%2/%3）。立即将其集群缩减为每个节点池一个节点？</translation>
    </message>
    <message>
        <source>Cluster %1 is stopping: its budget is spent.</source>
        <translation>集群 %1 正在停止：其预算已用尽。</translation>
    </message>
    <message>
        <source>Cluster %1 is shrinking to one node per pool: its budget is spent.</source>
        <translation>集群 %1 正在缩减为每个节点池一个节点：其预算已用尽。</translation>
    </message>
</context>
<context>
    <name>cd::ChangeRoleDialog</name>
    <message>
        <source>Change role</source>
        <translation>更改角色</translation>
    </message>
    <message>
        <source>C&amp;hange role</source>
        <translation>更改角色(&amp;H)</translation>
    </message>
    <message>
        <source>%1 is now %2. The new role applies to their next request, also to the API keys they already have.</source>
        <translation>%1 现在是 %2。新角色将在其下一次请求时生效，也适用于其已有的 API 密钥。</translation>
    </message>
    <message>
        <source>New &amp;role:</source>
        <translation>新角色(&amp;R)：</translation>
    </message>
</context>
<context>
    <name>cd::ClusterDetailView</name>
    <message>
        <source>Cluster configuration</source>
        <translation>集群配置</translation>
    </message>
    <message>
        <source>Nodes and GPUs</source>
        <translation>节点与 GPU</translation>
    </message>
    <message>
        <source>Node / GPU</source>
        <translation>节点 / GPU</translation>
    </message>
    <message>
        <source>State / health</source>
        <translation>状态 / 健康状况</translation>
    </message>
    <message>
        <source>Last XID</source>
        <translation>最近 XID</translation>
    </message>
    <message>
        <source>Since</source>
        <translation>起始时间</translation>
    </message>
    <message>
        <source>Cluster events</source>
        <translation>集群事件</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>事件</translation>
    </message>
    <message>
        <source>&amp;Overview</source>
        <translation>概览(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Nodes</source>
        <translation>节点(&amp;N)</translation>
    </message>
    <message>
        <source>E&amp;vents</source>
        <translation>事件(&amp;V)</translation>
    </message>
    <message>
        <source>Select a cluster to see its configuration, nodes and events.</source>
        <translation>选择一个集群，查看其配置、节点和事件。</translation>
    </message>
    <message>
        <source>%1, replacing %2</source>
        <translation>%1，替换 %2</translation>
    </message>
    <message>
        <source>%1 · %2 of %3 GPUs healthy</source>
        <translation>%1 · %3 个 GPU 中 %2 个健康</translation>
    </message>
    <message>
        <source>GPU %1 · %2</source>
        <translation>GPU %1 · %2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>创建时间</translation>
    </message>
    <message>
        <source>Pool %1</source>
        <translation>节点池 %1</translation>
    </message>
    <message>
        <source>%1 × %2 (%3 GPUs each), %4 ready</source>
        <translation>%1 × %2（每节点 %3 个 GPU），%4 个就绪</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数量</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>镜像</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>Off-peak only</source>
        <translation>仅离峰时段</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>No</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Dedicated hardware</source>
        <translation>专属硬件</translation>
    </message>
    <message>
        <source>Auto-stop</source>
        <translation>自动停止</translation>
    </message>
    <message numerus="yes">
        <source>After %n idle minute(s)</source>
        <translation>
            <numerusform>空闲 %n 分钟后</numerusform>
        </translation>
    </message>
    <message>
        <source>Never</source>
        <translation>从不</translation>
    </message>
    <message>
        <source>Datasets</source>
        <translation>数据集</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Quoted at launch</source>
        <translation>启动时报价</translation>
    </message>
    <message>
        <source>%1 per hour</source>
        <translation>%1/小时</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>当前</translation>
    </message>
    <message>
        <source>Not billing</source>
        <translation>未计费</translation>
    </message>
    <message>
        <source>Cost so far</source>
        <translation>累计费用</translation>
    </message>
    <message>
        <source>&amp;Workload</source>
        <translation>工作负载(&amp;W)</translation>
    </message>
    <message>
        <source>Lo&amp;gs</source>
        <translation>日志(&amp;G)</translation>
    </message>
</context>
<context>
    <name>cd::ClusterListModel</name>
    <message>
        <source>As of %1 (platform time)</source>
        <translation>截至 %1（平台时间）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 × %2×%3</source>
        <translation>%1 × %2×%3</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Node pools</source>
        <translation>节点池</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>Age</source>
        <translation>创建至今</translation>
    </message>
    <message>
        <source>Per hour</source>
        <translation>每小时费用</translation>
    </message>
    <message>
        <source>Cost so far</source>
        <translation>累计费用</translation>
    </message>
    <message>
        <source>%1 · step %2/%3</source>
        <translation>%1 · 第 %2/%3 步</translation>
    </message>
    <message>
        <source>%1 · workload: %2</source>
        <translation>%1 · 工作负载：%2</translation>
    </message>
</context>
<context>
    <name>cd::ClusterLogsView</name>
    <message>
        <source>Only &amp;matching lines</source>
        <translation>仅显示匹配的行(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Pause auto-scroll</source>
        <translation>暂停自动滚动(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Source:</source>
        <translation>来源(&amp;S)：</translation>
    </message>
    <message>
        <source>Log source</source>
        <translation>日志来源</translation>
    </message>
    <message>
        <source>Lowest level shown</source>
        <translation>显示的最低级别</translation>
    </message>
    <message>
        <source>All</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>Info and above</source>
        <translation>信息及以上</translation>
    </message>
    <message>
        <source>Warnings and errors</source>
        <translation>警告和错误</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Fin&amp;d:</source>
        <translation>查找(&amp;D)：</translation>
    </message>
    <message>
        <source>Search the log</source>
        <translation>搜索日志</translation>
    </message>
    <message>
        <source>Search (Enter: next, Shift+Enter: previous)</source>
        <translation>搜索（Enter：下一个，Shift+Enter：上一个）</translation>
    </message>
    <message>
        <source>Log lines</source>
        <translation>日志行</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Log status</source>
        <translation>日志状态</translation>
    </message>
    <message>
        <source>This cluster runs no workload, so there is no log to show. Launch it with a workload, or reach its nodes over SSH.</source>
        <translation>此集群未运行工作负载，因此没有可显示的日志。请使用工作负载启动它，或通过 SSH 访问其节点。</translation>
    </message>
    <message>
        <source>Save the log</source>
        <translation>保存日志</translation>
    </message>
    <message>
        <source>Log files (*.log *.txt)</source>
        <translation>日志文件 (*.log *.txt)</translation>
    </message>
    <message>
        <source>All nodes (merged)</source>
        <translation>所有节点（合并）</translation>
    </message>
    <message>
        <source>Node %1</source>
        <translation>节点 %1</translation>
    </message>
    <message>
        <source>Rank %1</source>
        <translation>Rank %1</translation>
    </message>
    <message numerus="yes">
        <source>%n new line(s) — &amp;Resume</source>
        <translation>
            <numerusform>%n 行新内容 — 继续(&amp;R)</numerusform>
        </translation>
    </message>
    <message>
        <source>No error lines in this view.</source>
        <translation>此视图中没有错误行。</translation>
    </message>
    <message>
        <source>Could not save the log to %1: %2</source>
        <translation>无法将日志保存到 %1：%2</translation>
    </message>
    <message>
        <source>Saving the log…</source>
        <translation>正在保存日志…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Saving the log was cancelled.</source>
        <translation>已取消保存日志。</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n line(s) to %1.</source>
        <translation>
            <numerusform>已将 %n 行保存到 %1。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n 个匹配项</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n 条明细行</numerusform>
        </translation>
    </message>
    <message>
        <source>Loading the log…</source>
        <translation>正在加载日志…</translation>
    </message>
    <message numerus="yes">
        <source>Auto-scroll paused · %n line(s)</source>
        <translation>
            <numerusform>已暂停自动滚动 · %n 行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Following live · %n line(s)</source>
        <translation>
            <numerusform>正在实时跟踪 · %n 行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Connection lost: reconnecting in %n s · </source>
        <translation>
            <numerusform>连接已断开：%n 秒后重新连接 · </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Connection lost: reconnecting… · %n line(s)</source>
        <translation>
            <numerusform>连接已断开：正在重新连接… · %n 行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not following · %n line(s)</source>
        <translation>
            <numerusform>未跟踪 · %n 行</numerusform>
        </translation>
    </message>
    <message>
        <source>The log could not be loaded: %1</source>
        <translation>无法加载日志：%1</translation>
    </message>
    <message numerus="yes">
        <source> · %n older line(s) let go to save memory</source>
        <translation>
            <numerusform> · 为节省内存已释放 %n 行较早的日志</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Jump to first error</source>
        <translation>跳转到第一个错误(&amp;J)</translation>
    </message>
    <message>
        <source>Save to &amp;file…</source>
        <translation>保存到文件(&amp;F)…</translation>
    </message>
    <message>
        <source>Lev&amp;el:</source>
        <translation>级别(&amp;E)：</translation>
    </message>
</context>
<context>
    <name>cd::ClustersPage</name>
    <message>
        <source>&amp;Launch cluster…</source>
        <translation>启动新集群(&amp;L)…</translation>
    </message>
    <message>
        <source>Si&amp;ze advisor…</source>
        <translation>选型建议(&amp;Z)…</translation>
    </message>
    <message>
        <source>Resi&amp;ze…</source>
        <translation>调整规模(&amp;Z)…</translation>
    </message>
    <message>
        <source>St&amp;op</source>
        <translation>停止(&amp;O)</translation>
    </message>
    <message>
        <source>St&amp;art</source>
        <translation>启动(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Terminate…</source>
        <translation>终止(&amp;T)…</translation>
    </message>
    <message>
        <source>Clusters</source>
        <translation>集群</translation>
    </message>
    <message>
        <source>Search name, GPU, region…</source>
        <translation>搜索名称、GPU、地域…</translation>
    </message>
    <message>
        <source>Search clusters</source>
        <translation>搜索集群</translation>
    </message>
    <message>
        <source>Show clusters</source>
        <translation>显示集群</translation>
    </message>
    <message>
        <source>All but terminated</source>
        <translation>全部（不含已终止）</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>Changing</source>
        <translation>变更中</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>故障</translation>
    </message>
    <message>
        <source>All, with terminated</source>
        <translation>全部（含已终止）</translation>
    </message>
    <message>
        <source>● Live</source>
        <translation>● 实时</translation>
    </message>
    <message>
        <source>○ Reconnecting to updates…</source>
        <translation>○ 正在重新连接更新推送…</translation>
    </message>
    <message>
        <source>Changes appear as they happen.</source>
        <translation>变更会实时显示。</translation>
    </message>
    <message>
        <source>The update stream dropped; it reconnects by itself and catches up.</source>
        <translation>更新推送已中断，将自动重新连接并补齐期间的变更。</translation>
    </message>
    <message>
        <source>Your role can look at clusters but not change them.</source>
        <translation>您的角色可以查看集群，但无法修改。</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>重试(&amp;R)</translation>
    </message>
    <message>
        <source>Cluster ready</source>
        <translation>集群已就绪</translation>
    </message>
    <message>
        <source>Cluster failed</source>
        <translation>集群故障</translation>
    </message>
    <message>
        <source>Node failed</source>
        <translation>节点故障</translation>
    </message>
    <message>
        <source>Workload moved</source>
        <translation>工作负载已迁移</translation>
    </message>
    <message>
        <source>Stop %1?</source>
        <translation>停止 %1？</translation>
    </message>
    <message>
        <source>Stopping releases the nodes of %1 and ends its billing. Local disks are erased; data in datasets stays. Start it again later with the same configuration.</source>
        <translation>停止后将释放 %1 的节点并停止计费。本地磁盘数据将被清除，数据集中的数据会保留。之后可使用相同配置重新启动。</translation>
    </message>
    <message>
        <source>Stopping %1…</source>
        <translation>正在停止 %1…</translation>
    </message>
    <message>
        <source>Starting %1…</source>
        <translation>正在启动 %1…</translation>
    </message>
    <message>
        <source>Terminating %1…</source>
        <translation>正在终止 %1…</translation>
    </message>
    <message>
        <source>Failed and degraded nodes, XID errors, idle, hot or slow GPUs and budgets, with what to do next: to read, copy or save for a ticket.</source>
        <translation>故障和降级的节点、XID 错误、空闲、过热或慢速的 GPU 以及预算，并附有下一步操作建议：可阅读、复制或保存以便提交工单。</translation>
    </message>
    <message>
        <source>Health re&amp;port…</source>
        <translation>健康报告(&amp;P)…</translation>
    </message>
    <message>
        <source>%1 Why: %2.</source>
        <translation>%1 原因：%2。</translation>
    </message>
    <message>
        <source>Workload finished</source>
        <translation>工作负载已完成</translation>
    </message>
    <message>
        <source>Workload failed</source>
        <translation>工作负载失败</translation>
    </message>
</context>
<context>
    <name>cd::ConnectionDialog</name>
    <message>
        <source>Connect to a platform</source>
        <translation>连接到平台</translation>
    </message>
    <message>
        <source>New connection</source>
        <translation>新建连接</translation>
    </message>
    <message>
        <source>Saved connections</source>
        <translation>已保存的连接</translation>
    </message>
    <message>
        <source>System certificates</source>
        <translation>系统证书</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Choose a CA bundle file</source>
        <translation>选择 CA 证书包文件</translation>
    </message>
    <message>
        <source>&amp;Saved:</source>
        <translation>已保存(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;URL:</source>
        <translation>URL(&amp;U)：</translation>
    </message>
    <message>
        <source>&amp;Proxy:</source>
        <translation>代理(&amp;P)：</translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation>API 密钥(&amp;K)：</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>连接(&amp;C)</translation>
    </message>
    <message>
        <source>Try the offline &amp;demo</source>
        <translation>试用离线演示(&amp;D)</translation>
    </message>
    <message>
        <source>Saved in the keychain; type to replace</source>
        <translation>已保存在系统钥匙串中；输入新值可替换</translation>
    </message>
    <message>
        <source>cdk_…</source>
        <translation>cdk_…</translation>
    </message>
    <message>
        <source>Enter the API key for this platform.</source>
        <translation>请输入此平台的 API 密钥。</translation>
    </message>
    <message>
        <source>Delete connection</source>
        <translation>删除连接</translation>
    </message>
    <message>
        <source>Choose a CA bundle</source>
        <translation>选择 CA 证书包</translation>
    </message>
    <message>
        <source>PEM certificates (*.pem *.crt *.cer);;All files (*)</source>
        <translation>PEM 证书 (*.pem *.crt *.cer);;所有文件 (*)</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>测试连接(&amp;T)</translation>
    </message>
    <message>
        <source>Testing the connection to %1…</source>
        <translation>正在测试到 %1 的连接…</translation>
    </message>
    <message>
        <source>It works: signed in as %1 (%2).</source>
        <translation>连接成功：已以 %1（%2）登录。</translation>
    </message>
    <message>
        <source>It works: signed in as %1 (%2) of %3.</source>
        <translation>连接成功：已以 %3 的 %1（%2）登录。</translation>
    </message>
    <message>
        <source>The platform&apos;s own metrics (leave empty)</source>
        <translation>使用平台自身的指标（留空）</translation>
    </message>
    <message>
        <source>Read GPU metrics from a Prometheus server that scrapes DCGM exporters or the platform, e.g. https://prometheus.example:9090</source>
        <translation>从采集 DCGM exporter 或平台指标的 Prometheus 服务器读取 GPU 指标，例如 https://prometheus.example:9090</translation>
    </message>
    <message>
        <source>&amp;Metrics from:</source>
        <translation>指标来源(&amp;M)：</translation>
    </message>
    <message>
        <source>Checking the keychain…</source>
        <translation>正在检查系统钥匙串…</translation>
    </message>
    <message>
        <source>Kept in memory until you quit; type to replace</source>
        <translation>在退出前保存在内存中；输入新值可替换</translation>
    </message>
    <message>
        <source>Not saved on this computer: type the API key</source>
        <translation>此计算机上未保存：请输入 API 密钥</translation>
    </message>
    <message>
        <source>The keychain could not be read: type the API key</source>
        <translation>无法读取系统钥匙串：请输入 API 密钥</translation>
    </message>
    <message>
        <source>Unencrypted connection</source>
        <translation>未加密的连接</translation>
    </message>
    <message>
        <source>%1 is not this computer, and http:// does not encrypt. Your API key and everything you load would cross the network in clear, readable by anyone on the way.</source>
        <translation>%1 不是这台计算机，而 http:// 不加密。您的 API 密钥和加载的所有内容都将以明文穿过网络，途中任何人都能读取。</translation>
    </message>
    <message>
        <source>Use https:// unless this is a network you trust completely. ClusterDesk remembers your choice for this connection and warns while connected.</source>
        <translation>除非这是您完全信任的网络，否则请使用 https://。ClusterDesk 会为此连接记住您的选择，并在连接期间持续警告。</translation>
    </message>
    <message>
        <source>Connect &amp;without encryption</source>
        <translation>不加密连接(&amp;W)</translation>
    </message>
    <message>
        <source>De&amp;lete connection</source>
        <translation>删除连接(&amp;L)</translation>
    </message>
    <message>
        <source>C&amp;A bundle:</source>
        <translation>CA 证书包(&amp;A)：</translation>
    </message>
    <message>
        <source>Pass&amp;word or token:</source>
        <translation>密码或令牌(&amp;W)：</translation>
    </message>
    <message>
        <source>The system&apos;s proxy settings (leave empty)</source>
        <translation>系统的代理设置（留空）</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Bearer token</source>
        <translation>Bearer 令牌</translation>
    </message>
    <message>
        <source>User and password</source>
        <translation>用户名和密码</translation>
    </message>
    <message>
        <source>How ClusterDesk signs in to the Prometheus server: a bearer token (Grafana Cloud, Mimir, an authenticating proxy) or a user and password</source>
        <translation>ClusterDesk 登录 Prometheus 服务器的方式：Bearer 令牌（Grafana Cloud、Mimir、带认证的代理）或用户名和密码</translation>
    </message>
    <message>
        <source>System certificates (not the platform&apos;s CA bundle)</source>
        <translation>系统证书（不是平台的 CA 证书包）</translation>
    </message>
    <message>
        <source>Choose the Prometheus CA bundle file</source>
        <translation>选择 Prometheus CA 证书包文件</translation>
    </message>
    <message>
        <source>Aut&amp;hentication:</source>
        <translation>认证方式(&amp;H)：</translation>
    </message>
    <message>
        <source>Prometheus us&amp;er:</source>
        <translation>Prometheus 用户(&amp;E)：</translation>
    </message>
    <message>
        <source>Prometheus CA &amp;bundle:</source>
        <translation>Prometheus CA 证书包(&amp;B)：</translation>
    </message>
    <message>
        <source>The API key and the Prometheus password or token are kept in your system&apos;s keychain, never in a settings file. Certificates are always verified; for a private CA choose its bundle.</source>
        <translation>API 密钥以及 Prometheus 密码或令牌保存在系统钥匙串中，绝不写入设置文件。证书始终会被验证；如使用私有 CA，请选择其证书包。</translation>
    </message>
    <message>
        <source>%1 is not this computer, and http:// does not encrypt. Your Prometheus password or token and the metrics would cross the network in clear, readable by anyone on the way.</source>
        <translation>%1 不是本机，而 http:// 不加密。你的 Prometheus 密码或令牌以及指标将以明文穿过网络，途中任何人都能读取。</translation>
    </message>
    <message>
        <source>Delete the connection “%1” and its API key and passwords from this computer?</source>
        <translation>要从本机删除连接“%1”及其 API 密钥和密码吗？</translation>
    </message>
    <message>
        <source>T&amp;oken:</source>
        <translation>令牌(&amp;O)：</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>密码(&amp;W)：</translation>
    </message>
    <message>
        <source>Kept in the keychain</source>
        <translation>保存在钥匙串中</translation>
    </message>
    <message>
        <source>Choose the Prometheus server&apos;s CA bundle</source>
        <translation>选择 Prometheus 服务器的 CA 证书包</translation>
    </message>
</context>
<context>
    <name>cd::ConnectionIndicator</name>
    <message>
        <source>Demo: simulated platform, no network</source>
        <translation>演示：模拟平台，无需网络</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>正在连接 %1…</translation>
    </message>
    <message>
        <source>Connected to %1</source>
        <translation>已连接到 %1</translation>
    </message>
    <message>
        <source>Reconnecting to %1…</source>
        <translation>正在重新连接 %1…</translation>
    </message>
    <message>
        <source>Offline</source>
        <translation>离线</translation>
    </message>
    <message>
        <source>Connection state</source>
        <translation>连接状态</translation>
    </message>
</context>
<context>
    <name>cd::ConnectionManager</name>
    <message>
        <source>No demo is running.</source>
        <translation>没有正在运行的演示。</translation>
    </message>
    <message>
        <source>This console was built without the offline demo.</source>
        <translation>此控制台构建时未包含离线演示。</translation>
    </message>
</context>
<context>
    <name>cd::ConnectionProfile</name>
    <message>
        <source>Give the connection a name.</source>
        <translation>请为此连接命名。</translation>
    </message>
    <message>
        <source>Enter the platform&apos;s address, such as https://api.example.com.</source>
        <translation>请输入平台地址，例如 https://api.example.com。</translation>
    </message>
    <message>
        <source>The address must start with https:// (or http:// for a local simulator).</source>
        <translation>地址必须以 https:// 开头（本地模拟器可使用 http://）。</translation>
    </message>
    <message>
        <source>The CA bundle %1 cannot be read.</source>
        <translation>无法读取 CA 证书包 %1。</translation>
    </message>
    <message>
        <source>The Prometheus address must be a full URL, such as https://prometheus.example:9090.</source>
        <translation>Prometheus 地址必须是完整的 URL，例如 https://prometheus.example:9090。</translation>
    </message>
    <message>
        <source>%1 is not this computer: over http:// the API key would cross the network unencrypted. Use https://, or confirm that you accept plain http:// for this connection.</source>
        <translation>%1 不是这台计算机：通过 http://，API 密钥将以未加密形式穿过网络。请使用 https://，或确认您接受此连接使用普通 http://。</translation>
    </message>
    <message>
        <source>%1 is not this computer: over http:// the Prometheus credentials would cross the network unencrypted. Use https://, or confirm that you accept plain http:// for this connection.</source>
        <translation>%1 不是本机：通过 http://，Prometheus 凭据将以未加密方式穿过网络。请使用 https://，或确认此连接接受明文 http://。</translation>
    </message>
    <message>
        <source>The Prometheus CA bundle %1 does not exist or cannot be read.</source>
        <translation>Prometheus CA 证书包 %1 不存在或无法读取。</translation>
    </message>
    <message>
        <source>The Prometheus CA bundle %1 holds no PEM certificate (&quot;-----BEGIN CERTIFICATE-----&quot;).</source>
        <translation>Prometheus CA 证书包 %1 不含 PEM 证书（&quot;-----BEGIN CERTIFICATE-----&quot;）。</translation>
    </message>
    <message>
        <source>Prometheus authentication and CA bundle need a Prometheus address under &quot;Metrics from&quot;.</source>
        <translation>Prometheus 认证和 CA 证书包需要在“指标来源”下填写 Prometheus 地址。</translation>
    </message>
    <message>
        <source>Enter the user name for Prometheus, or choose another authentication.</source>
        <translation>请输入 Prometheus 的用户名，或选择其他认证方式。</translation>
    </message>
    <message>
        <source>A Prometheus user name cannot contain &quot;:&quot; (HTTP Basic forbids it).</source>
        <translation>Prometheus 用户名不能包含 &quot;:&quot;（HTTP Basic 不允许）。</translation>
    </message>
</context>
<context>
    <name>cd::CreateApiKeyDialog</name>
    <message>
        <source>Create API key</source>
        <translation>创建 API 密钥</translation>
    </message>
    <message>
        <source>e.g. ci-deploy</source>
        <translation>例如 ci-deploy</translation>
    </message>
    <message>
        <source>In 30 days</source>
        <translation>30 天后</translation>
    </message>
    <message>
        <source>In 90 days</source>
        <translation>90 天后</translation>
    </message>
    <message>
        <source>In 1 year</source>
        <translation>1 年后</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>从不</translation>
    </message>
    <message>
        <source>On a date</source>
        <translation>指定日期</translation>
    </message>
    <message>
        <source>Expiry date</source>
        <translation>到期日期</translation>
    </message>
    <message>
        <source>&amp;Create</source>
        <translation>创建(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Role:</source>
        <translation>角色(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Expires:</source>
        <translation>到期(&amp;E)：</translation>
    </message>
    <message>
        <source>The key acts as its holder with this role, never more than the holder&apos;s own role allows. It is shown once, right after it is made.</source>
        <translation>密钥以其持有者的身份使用此角色，权限绝不超过持有者自身角色所允许的范围。密钥只在创建后立即显示一次。</translation>
    </message>
    <message>
        <source>Give the key a name that says where it is used, for example &quot;ci-deploy&quot;.</source>
        <translation>请为密钥指定一个能说明其用途的名称，例如“ci-deploy”。</translation>
    </message>
    <message>
        <source>The name is %1 characters long; at most %2 fit.</source>
        <translation>名称长度为 %1 个字符；最多允许 %2 个。</translation>
    </message>
    <message>
        <source>Your role cannot hand out any role.</source>
        <translation>您的角色无法授予任何角色。</translation>
    </message>
    <message>
        <source>Choose an expiry date after today.</source>
        <translation>请选择今天之后的到期日期。</translation>
    </message>
    <message>
        <source>A key expires at most two years from now: choose an earlier date, or Never.</source>
        <translation>密钥最长在两年后到期：请选择更早的日期，或选择“永不”。</translation>
    </message>
    <message>
        <source>Me</source>
        <translation>我</translation>
    </message>
    <message>
        <source>%1 (invited)</source>
        <translation>%1（已邀请）</translation>
    </message>
    <message>
        <source>&amp;For:</source>
        <translation>用于(&amp;F)：</translation>
    </message>
</context>
<context>
    <name>cd::CustomRangeDialog</name>
    <message>
        <source>Custom time range</source>
        <translation>自定义时间范围</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation>开始时间(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;To:</source>
        <translation>结束时间(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Show</source>
        <translation>显示(&amp;S)</translation>
    </message>
    <message>
        <source>The end must come after the start.</source>
        <translation>结束时间必须晚于开始时间。</translation>
    </message>
    <message>
        <source>The start is in the future; there are no samples yet.</source>
        <translation>开始时间晚于当前时间，尚无采样数据。</translation>
    </message>
    <message>
        <source>Choose at least a minute.</source>
        <translation>时间范围至少为 1 分钟。</translation>
    </message>
    <message>
        <source>Choose at most %1 days; the platform keeps samples for that long.</source>
        <translation>时间范围最长为 %1 天；平台只保留 %1 天内的采样数据。</translation>
    </message>
</context>
<context>
    <name>cd::DailyCostChart</name>
    <message>
        <source>Discounts and credits</source>
        <translation>折扣与抵扣</translation>
    </message>
    <message>
        <source>No costs in this range</source>
        <translation>此范围内没有费用</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Discounts and credits: %1</source>
        <translation>折扣与抵扣：%1</translation>
    </message>
    <message>
        <source>Total: %1</source>
        <translation>合计：%1</translation>
    </message>
</context>
<context>
    <name>cd::DatasetListModel</name>
    <message>
        <source>AES-256-GCM (%1), encrypted on the uploading computer with key %2</source>
        <translation>AES-256-GCM（%1），在上传端计算机上使用密钥 %2 加密</translation>
    </message>
    <message>
        <source>%1
File: %2
SHA-256 of the stored bytes: %3</source>
        <translation>%1
文件：%2
存储数据的 SHA-256：%3</translation>
    </message>
    <message>
        <source>Encrypted · key %1</source>
        <translation>已加密 · 密钥 %1</translation>
    </message>
    <message>
        <source>Not encrypted</source>
        <translation>未加密</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Encryption</source>
        <translation>加密</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>创建时间</translation>
    </message>
    <message>
        <source>Used by</source>
        <translation>挂载集群</translation>
    </message>
</context>
<context>
    <name>cd::DatasetsBox</name>
    <message>
        <source>Datasets</source>
        <translation>数据集</translation>
    </message>
    <message>
        <source>Re&amp;fresh</source>
        <translation>刷新(&amp;F)</translation>
    </message>
    <message>
        <source>Do&amp;wnload and check…</source>
        <translation>下载并校验(&amp;W)…</translation>
    </message>
    <message>
        <source>De&amp;lete…</source>
        <translation>删除(&amp;L)…</translation>
    </message>
    <message>
        <source>Fetch the dataset and decrypt it on this computer: every segment&apos;s authentication is checked, and the file appears only if all of it verifies.</source>
        <translation>下载数据集并在本机解密：逐段校验认证信息，全部校验通过后才会生成文件。</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>正在加载…</translation>
    </message>
    <message>
        <source>Delete dataset</source>
        <translation>删除数据集</translation>
    </message>
    <message>
        <source>%1 was not deleted: %2</source>
        <translation>未能删除 %1：%2</translation>
    </message>
    <message>
        <source>Choose a tenant to inspect</source>
        <translation>请选择要查看的租户</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>未连接</translation>
    </message>
    <message>
        <source>No datasets yet: upload files or drop them here.</source>
        <translation>暂无数据集：请上传文件，或将文件拖放到此处。</translation>
    </message>
    <message numerus="yes">
        <source>%n dataset(s)</source>
        <translation>
            <numerusform>%n 个数据集</numerusform>
        </translation>
    </message>
    <message>
        <source>Your role can look at datasets but not upload or delete them.</source>
        <translation>您的角色可以查看数据集，但无法上传或删除。</translation>
    </message>
    <message>
        <source>Save the decrypted dataset</source>
        <translation>保存解密后的数据集</translation>
    </message>
    <message>
        <source>Downloading and decrypting %1…</source>
        <translation>正在下载并解密 %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Dataset downloaded</source>
        <translation>数据集已下载</translation>
    </message>
    <message>
        <source>Download and check</source>
        <translation>下载并校验</translation>
    </message>
    <message>
        <source>%1 could not be downloaded and checked; no file was written. %2</source>
        <translation>无法下载并校验 %1；未写入任何文件。%2</translation>
    </message>
    <message>
        <source>%1 is used by %2. Terminate those clusters first.</source>
        <translation>%1 已挂载到 %2。请先终止这些集群。</translation>
    </message>
    <message>
        <source>Delete %1 (%2) from the platform? This cannot be undone; the files on this computer stay.</source>
        <translation>确定要从平台删除 %1（%2）吗？此操作无法撤销；此计算机上的文件会保留。</translation>
    </message>
</context>
<context>
    <name>cd::DemoPlatform</name>
    <message>
        <source>No cluster is running right now.</source>
        <translation>当前没有正在运行的集群。</translation>
    </message>
    <message>
        <source>Nothing has been spent this month yet.</source>
        <translation>本月尚无支出。</translation>
    </message>
    <message>
        <source>%1 monthly cap</source>
        <translation>%1 月度上限</translation>
    </message>
    <message>
        <source>Monthly total</source>
        <translation>每月总额</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <source>Pretraining</source>
        <translation>预训练</translation>
    </message>
</context>
<context>
    <name>cd::DemoSamples</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>The demo ended first.</source>
        <translation>演示已先行结束。</translation>
    </message>
    <message>
        <source>Cannot make the folder %1.</source>
        <translation>无法创建文件夹 %1。</translation>
    </message>
</context>
<context>
    <name>cd::FolderScan</name>
    <message>
        <source>bundle output</source>
        <translation>打包输出文件</translation>
    </message>
    <message>
        <source>gitignore: %1 (%2:%3)</source>
        <translation>gitignore：%1（%2:%3）</translation>
    </message>
    <message>
        <source>special file</source>
        <translation>特殊文件</translation>
    </message>
</context>
<context>
    <name>cd::GuidedTour</name>
    <message>
        <source>&amp;Back</source>
        <translation>上一步(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>下一步(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Skip tour</source>
        <translation>跳过导览(&amp;S)</translation>
    </message>
    <message>
        <source>Compare GPU offerings</source>
        <translation>比较 GPU 配置</translation>
    </message>
    <message>
        <source>Every GPU from T4 to H200, MI300X and Ascend 910B: price per billing mode, region, interconnect and what is available now. Filter and sort, then open one to size a cluster.</source>
        <translation>从 T4 到 H200、MI300X 和昇腾 910B 的每种 GPU：各计费方式的价格、地域、互联方式以及当前可用量。筛选、排序后，打开其中一项即可规划集群规模。</translation>
    </message>
    <message>
        <source>Launch and resize clusters</source>
        <translation>创建集群并调整规模</translation>
    </message>
    <message>
        <source>Size a cluster with the advisor, see its quote before launching, and resize, stop or terminate it later. A node that fails and is replaced shows in the cluster&apos;s events.</source>
        <translation>借助规模顾问规划集群，创建前即可查看报价，之后可调整规模、停止或终止。节点故障及其替换会记录在集群的事件中。</translation>
    </message>
    <message>
        <source>Watch every GPU live</source>
        <translation>实时查看每块 GPU</translation>
    </message>
    <message>
        <source>Utilization, memory, temperature and power of each GPU as it happens, with alerts for idle, overheating and failing GPUs.</source>
        <translation>实时显示每块 GPU 的利用率、显存、温度和功耗，并对空闲、过热和故障的 GPU 发出告警。</translation>
    </message>
    <message>
        <source>Upload, encrypted here</source>
        <translation>在本机加密后上传</translation>
    </message>
    <message>
        <source>Code and data are encrypted with AES-256 on this computer before they leave it. Uploads resume after an interruption; only your key opens them.</source>
        <translation>代码和数据在离开本机之前即以 AES-256 加密。上传中断后可继续；只有您的密钥能够解密。</translation>
    </message>
    <message>
        <source>Know what it costs</source>
        <translation>掌握费用</translation>
    </message>
    <message>
        <source>Itemized costs by day, cluster and stage; budgets with alerts; a forecast for the month&apos;s end; exports as FOCUS CSV or PDF.</source>
        <translation>按日期、集群和阶段列出费用明细；带告警的预算；月末预测；可导出为 FOCUS CSV 或 PDF。</translation>
    </message>
    <message>
        <source>Presenter controls</source>
        <translation>演示控制</translation>
    </message>
    <message>
        <source>Run the clock up to 3600 times faster, make a node fail, raise a budget alert or scale a cluster up, and reset the story when you are done.</source>
        <translation>让时钟最快加速 3600 倍，模拟节点故障、触发预算告警或扩容集群，演示结束后可将情景重置。</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>第 %1 步，共 %2 步</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>完成(&amp;D)</translation>
    </message>
</context>
<context>
    <name>cd::HealthReportDialog</name>
    <message>
        <source>Gathering nodes, events, metrics and budgets…</source>
        <translation>正在收集节点、事件、指标和预算…</translation>
    </message>
    <message>
        <source>Save as &amp;text…</source>
        <translation>另存为文本(&amp;T)…</translation>
    </message>
    <message>
        <source>Save as &amp;PDF…</source>
        <translation>另存为 PDF(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <source>Health report: %1</source>
        <translation>健康报告：%1</translation>
    </message>
    <message>
        <source>Health report</source>
        <translation>健康报告</translation>
    </message>
    <message>
        <source>Nodes could not be read: %1</source>
        <translation>无法读取节点：%1</translation>
    </message>
    <message>
        <source>Budgets could not be read: %1</source>
        <translation>无法读取预算：%1</translation>
    </message>
    <message>
        <source>Gathered at %1.</source>
        <translation>收集于 %1。</translation>
    </message>
    <message>
        <source>The PDF could not be written to %1.</source>
        <translation>无法将 PDF 写入 %1。</translation>
    </message>
    <message>
        <source>Save the health report</source>
        <translation>保存健康报告</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation>文本文件 (*.txt)</translation>
    </message>
    <message>
        <source>The report was not saved: %1</source>
        <translation>报告未保存：%1</translation>
    </message>
    <message>
        <source>Events could not be read: %1</source>
        <translation>无法读取事件：%1</translation>
    </message>
    <message>
        <source>GPU utilization</source>
        <translation>GPU 利用率</translation>
    </message>
    <message>
        <source>GPU temperatures</source>
        <translation>GPU 温度</translation>
    </message>
    <message>
        <source>GPU clocks</source>
        <translation>GPU 时钟频率</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>无法读取%1：%2</translation>
    </message>
</context>
<context>
    <name>cd::HeatmapView</name>
    <message>
        <source>Heatmap of every GPU</source>
        <translation>所有 GPU 的热力图</translation>
    </message>
    <message>
        <source>No samples in this window.</source>
        <translation>此时间窗口内没有采样数据。</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n 个 GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n 个节点</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · GPU %2</source>
        <translation>%1 · GPU %2</translation>
    </message>
</context>
<context>
    <name>cd::InviteMemberDialog</name>
    <message>
        <source>Invite member</source>
        <translation>邀请成员</translation>
    </message>
    <message>
        <source>name@example.com</source>
        <translation>name@example.com</translation>
    </message>
    <message>
        <source>Optional</source>
        <translation>可选</translation>
    </message>
    <message>
        <source>&amp;Invite</source>
        <translation>邀请(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Email:</source>
        <translation>电子邮件(&amp;E)：</translation>
    </message>
    <message>
        <source>&amp;Role:</source>
        <translation>角色(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>They appear as invited until they first call the platform with an API key made for them.</source>
        <translation>在他们首次使用为其创建的 API 密钥调用平台之前，他们将显示为已邀请。</translation>
    </message>
    <message>
        <source>Enter the email address of the person to invite.</source>
        <translation>请输入要邀请的人的电子邮件地址。</translation>
    </message>
    <message>
        <source>The address is %1 characters long; at most %2 fit.</source>
        <translation>地址长度为 %1 个字符；最多允许 %2 个。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an email address: expected one like name@example.com, without spaces.</source>
        <translation>“%1”不是电子邮件地址：应类似 name@example.com，且不含空格。</translation>
    </message>
    <message>
        <source>Your role cannot hand out any role.</source>
        <translation>您的角色无法授予任何角色。</translation>
    </message>
</context>
<context>
    <name>cd::LaunchClusterDialog</name>
    <message>
        <source>&amp;Add pool</source>
        <translation>添加节点池(&amp;A)</translation>
    </message>
    <message>
        <source>Re&amp;move pool</source>
        <translation>移除节点池(&amp;M)</translation>
    </message>
    <message>
        <source>Run only in the &amp;off-peak window (cheaper)</source>
        <translation>仅在离峰时段运行（价格更低）(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Dedicated, physically isolated hardware</source>
        <translation>专属硬件，物理隔离(&amp;D)</translation>
    </message>
    <message>
        <source>Launch a cluster</source>
        <translation>启动新集群</translation>
    </message>
    <message>
        <source>e.g. llama-finetune</source>
        <translation>例如 llama-finetune</translation>
    </message>
    <message>
        <source>Node pools</source>
        <translation>节点池</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>节点池</translation>
    </message>
    <message>
        <source>Offering</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点数</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>从不</translation>
    </message>
    <message>
        <source> min of idle GPUs</source>
        <translation> 分钟（GPU 空闲）</translation>
    </message>
    <message>
        <source>Auto-stop</source>
        <translation>自动停止</translation>
    </message>
    <message>
        <source> h</source>
        <translation> 小时</translation>
    </message>
    <message>
        <source>Estimate for</source>
        <translation>预估时长</translation>
    </message>
    <message>
        <source>&amp;Launch</source>
        <translation>启动(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>Node &amp;pools:</source>
        <translation>节点池(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Billing:</source>
        <translation>计费方式(&amp;B)：</translation>
    </message>
    <message>
        <source>&amp;Image:</source>
        <translation>镜像(&amp;I)：</translation>
    </message>
    <message>
        <source>Estimate &amp;for:</source>
        <translation>预估时长(&amp;F)：</translation>
    </message>
    <message>
        <source>Pool name</source>
        <translation>节点池名称</translation>
    </message>
    <message>
        <source>Not every offering chosen has dedicated hardware.</source>
        <translation>所选配置并非都提供专属硬件。</translation>
    </message>
    <message>
        <source>Give the cluster a name.</source>
        <translation>请为集群命名。</translation>
    </message>
    <message>
        <source>A name has 3 to 40 lowercase letters, digits or hyphens, starts with a letter and does not end with a hyphen.</source>
        <translation>名称须由 3 到 40 个小写字母、数字或连字符组成，以字母开头，且不能以连字符结尾。</translation>
    </message>
    <message>
        <source>No offerings are loaded; refresh the Offerings page or check the connection.</source>
        <translation>尚未加载任何配置；请刷新“GPU 配置”页面或检查连接。</translation>
    </message>
    <message>
        <source>Each pool needs its own name, written like a cluster name.</source>
        <translation>每个节点池都需要唯一的名称，命名规则与集群名称相同。</translation>
    </message>
    <message>
        <source>Pool %1 needs at least one node.</source>
        <translation>节点池 %1 至少需要一个节点。</translation>
    </message>
    <message>
        <source>Pool %1 asks for %2 nodes; a pool has at most %3.</source>
        <translation>节点池 %1 申请了 %2 个节点；每个节点池最多 %3 个。</translation>
    </message>
    <message>
        <source>Choose an offering for pool %1.</source>
        <translation>请为节点池 %1 选择配置。</translation>
    </message>
    <message>
        <source>All pools of a cluster must be in one region.</source>
        <translation>集群的所有节点池必须位于同一地域。</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1 per hour&lt;/b&gt;, %2 for %n hour(s).</source>
        <translation>
            <numerusform>&lt;b&gt;%1/小时&lt;/b&gt;，%n 小时共计 %2。</numerusform>
        </translation>
    </message>
    <message>
        <source>Quota: %1 of %2 GPUs and %3 of %4 clusters in use.</source>
        <translation>配额：已使用 %1/%2 个 GPU、%3/%4 个集群。</translation>
    </message>
    <message>
        <source>Only %1 nodes of %2 are free; this asks for %3.</source>
        <translation>%2 仅有 %1 个节点可用；当前申请 %3 个。</translation>
    </message>
    <message>
        <source>This needs %1 GPUs; your quota leaves %2.</source>
        <translation>此操作需要 %1 个 GPU；您的剩余配额为 %2 个。</translation>
    </message>
    <message>
        <source>Launching…</source>
        <translation>正在启动…</translation>
    </message>
    <message>
        <source>Asking the platform for %1…</source>
        <translation>正在向平台申请 %1…</translation>
    </message>
    <message>
        <source>Billed in Chinese yuan (CNY), your account&apos;s currency.</source>
        <translation>以人民币（CNY）计费，即您账户的币种。</translation>
    </message>
    <message>
        <source>Billed in US dollars (USD), your account&apos;s currency.</source>
        <translation>以美元（USD）计费，即您账户的币种。</translation>
    </message>
    <message>
        <source>Waiting for the price estimate…</source>
        <translation>正在等待价格估算…</translation>
    </message>
    <message>
        <source>SSH &amp;keys:</source>
        <translation>SSH 密钥(&amp;K)：</translation>
    </message>
    <message>
        <source>&amp;Resources</source>
        <translation>资源(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Workload</source>
        <translation>工作负载(&amp;W)</translation>
    </message>
    <message>
        <source>Sta&amp;ge:</source>
        <translation>阶段(&amp;G)：</translation>
    </message>
    <message>
        <source>A&amp;uto-stop:</source>
        <translation>自动停止(&amp;U)：</translation>
    </message>
    <message>
        <source>Datas&amp;ets:</source>
        <translation>数据集(&amp;E)：</translation>
    </message>
</context>
<context>
    <name>cd::LaunchEnvTable</name>
    <message>
        <source>Add &amp;variable</source>
        <translation>添加变量(&amp;V)</translation>
    </message>
    <message>
        <source>Remove variable</source>
        <translation>删除变量</translation>
    </message>
    <message>
        <source>Show secret values</source>
        <translation>显示机密值</translation>
    </message>
    <message>
        <source>Environment variables</source>
        <translation>环境变量</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Secret</source>
        <translation>机密</translation>
    </message>
    <message>
        <source>Variable name</source>
        <translation>变量名</translation>
    </message>
    <message>
        <source>Variable value</source>
        <translation>变量值</translation>
    </message>
    <message>
        <source>enter the value</source>
        <translation>输入值</translation>
    </message>
    <message>
        <source>A secret&apos;s value is never shown again: enter it for this launch.</source>
        <translation>机密的值不会再次显示：请为本次启动输入该值。</translation>
    </message>
</context>
<context>
    <name>cd::LaunchPortTable</name>
    <message>
        <source>Remove port</source>
        <translation>删除端口</translation>
    </message>
    <message>
        <source>Jupyter (8888)</source>
        <translation>Jupyter (8888)</translation>
    </message>
    <message>
        <source>TensorBoard (6006)</source>
        <translation>TensorBoard (6006)</translation>
    </message>
    <message>
        <source>Ports</source>
        <translation>端口</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>端口</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Port number</source>
        <translation>端口号</translation>
    </message>
    <message>
        <source>Port name</source>
        <translation>端口名称</translation>
    </message>
    <message>
        <source>Ad&amp;d port</source>
        <translation>添加端口(&amp;D)</translation>
    </message>
</context>
<context>
    <name>cd::LaunchSshKeyPicker</name>
    <message>
        <source>SSH keys the nodes accept</source>
        <translation>节点接受的 SSH 密钥</translation>
    </message>
    <message>
        <source>You have no SSH keys. Add one under Account to log in to the nodes.</source>
        <translation>您没有 SSH 密钥。请在“账户”下添加一个，以便登录节点。</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation>%1（%2，%3）</translation>
    </message>
</context>
<context>
    <name>cd::LaunchTemplateBar</name>
    <message>
        <source>&amp;Save as template…</source>
        <translation>另存为模板(&amp;S)…</translation>
    </message>
    <message>
        <source>Delete template</source>
        <translation>删除模板</translation>
    </message>
    <message>
        <source>Import YAML…</source>
        <translation>导入 YAML…</translation>
    </message>
    <message>
        <source>Export YAML…</source>
        <translation>导出 YAML…</translation>
    </message>
    <message>
        <source>Start from template</source>
        <translation>从模板开始</translation>
    </message>
    <message>
        <source>Start from &amp;template:</source>
        <translation>从模板开始(&amp;T)：</translation>
    </message>
    <message>
        <source>Import a launch template</source>
        <translation>导入启动模板</translation>
    </message>
    <message>
        <source>YAML files (*.yaml *.yml);;All files (*)</source>
        <translation>YAML 文件 (*.yaml *.yml);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Export the launch form</source>
        <translation>导出启动表单</translation>
    </message>
    <message>
        <source>YAML files (*.yaml *.yml)</source>
        <translation>YAML 文件 (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>%1 was not imported:</source>
        <translation>未导入 %1：</translation>
    </message>
    <message>
        <source>Replace template</source>
        <translation>替换模板</translation>
    </message>
    <message>
        <source>The tenant already has a template named &quot;%1&quot;. Replace it with this form?</source>
        <translation>租户中已有名为“%1”的模板。要用此表单替换它吗？</translation>
    </message>
    <message>
        <source>Save as template</source>
        <translation>另存为模板</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>描述(&amp;D)：</translation>
    </message>
    <message>
        <source>Secret values are not saved: whoever launches from the template enters them.</source>
        <translation>机密值不会被保存：从该模板启动的人需要自行输入。</translation>
    </message>
    <message>
        <source>Delete the template &quot;%1&quot; for everyone in the tenant? Clusters launched from it are not affected.</source>
        <translation>要为租户中的所有人删除模板“%1”吗？从该模板启动的集群不受影响。</translation>
    </message>
</context>
<context>
    <name>cd::LaunchWorkloadSection</name>
    <message>
        <source>Run a wor&amp;kload (unticked: an interactive cluster, reached over SSH)</source>
        <translation>运行工作负载（不勾选：交互式集群，通过 SSH 访问）(&amp;K)</translation>
    </message>
    <message>
        <source>Private re&amp;gistry: sign in to pull the image</source>
        <translation>私有镜像仓库：登录以拉取镜像(&amp;G)</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>镜像</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>准备</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <source>The datasets ticked on the Resources tab are mounted read-only at /data/&lt;name&gt; on every node; the code bundle is unpacked to /workspace/code. MASTER_ADDR, MASTER_PORT, WORLD_SIZE, NODE_RANK and LOCAL_WORLD_SIZE are set on every node.</source>
        <translation>在“资源”选项卡上勾选的数据集以只读方式挂载到每个节点的 /data/&lt;name&gt;；代码包解压到 /workspace/code。每个节点上都会设置 MASTER_ADDR、MASTER_PORT、WORLD_SIZE、NODE_RANK 和 LOCAL_WORLD_SIZE。</translation>
    </message>
    <message>
        <source>I&amp;mage:</source>
        <translation>镜像(&amp;M)：</translation>
    </message>
    <message>
        <source>Registry &amp;user:</source>
        <translation>镜像仓库用户(&amp;U)：</translation>
    </message>
    <message>
        <source>Working director&amp;y:</source>
        <translation>工作目录(&amp;Y)：</translation>
    </message>
    <message>
        <source>&amp;Command:</source>
        <translation>命令(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Environment:</source>
        <translation>环境(&amp;E)：</translation>
    </message>
    <message>
        <source>P&amp;orts:</source>
        <translation>端口(&amp;O)：</translation>
    </message>
    <message>
        <source>Checkpoint d&amp;irectory:</source>
        <translation>检查点目录(&amp;I)：</translation>
    </message>
    <message>
        <source>Checkpoint i&amp;nterval:</source>
        <translation>检查点间隔(&amp;N)：</translation>
    </message>
    <message>
        <source>On node &amp;failure:</source>
        <translation>节点故障时(&amp;F)：</translation>
    </message>
    <message>
        <source>Not an image reference: use registry/repository:tag or repository@sha256: and 64 hex digits.</source>
        <translation>不是镜像引用：请使用 registry/repository:tag 或 repository@sha256: 加 64 位十六进制数字。</translation>
    </message>
    <message>
        <source>enter the password</source>
        <translation>输入密码</translation>
    </message>
    <message>
        <source>Registry password: enter it for this launch; it is never shown again.</source>
        <translation>镜像仓库密码：请为本次启动输入；该密码不会再次显示。</translation>
    </message>
    <message>
        <source>Registry p&amp;assword:</source>
        <translation>镜像仓库密码(&amp;A)：</translation>
    </message>
    <message>
        <source>Code &amp;bundle:</source>
        <translation>代码包(&amp;B)：</translation>
    </message>
    <message>
        <source>Setu&amp;p:</source>
        <translation>设置(&amp;P)：</translation>
    </message>
</context>
<context>
    <name>cd::LineItemTreeModel</name>
    <message>
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>费用类别</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>集群</translation>
    </message>
    <message>
        <source>Resource</source>
        <translation>资源</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>单价</translation>
    </message>
    <message>
        <source>List cost</source>
        <translation>标价费用</translation>
    </message>
    <message>
        <source>Billed</source>
        <translation>实际计费</translation>
    </message>
    <message>
        <source>GPU use</source>
        <translation>GPU 利用率</translation>
    </message>
</context>
<context>
    <name>cd::LogLinesModel</name>
    <message>
        <source>Debug</source>
        <translation>调试</translation>
    </message>
    <message>
        <source>Info</source>
        <translation>信息</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>级别</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>消息</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) were dropped</source>
        <translation>
            <numerusform>已丢弃 %n 行</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cd::MainMenus</name>
    <message>
        <source>&amp;Platform</source>
        <translation>平台(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Connect…</source>
        <translation>连接(&amp;C)…</translation>
    </message>
    <message>
        <source>Ctrl+K</source>
        <translation>Ctrl+K</translation>
    </message>
    <message>
        <source>Try the offline &amp;demo</source>
        <translation>试用离线演示(&amp;D)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+D</source>
        <translation>Ctrl+Shift+D</translation>
    </message>
    <message>
        <source>&amp;Disconnect</source>
        <translation>断开连接(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>刷新(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>查找(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <source>Follow the &amp;system</source>
        <translation>跟随系统(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>高对比度(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Demo</source>
        <translation>演示(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Guided tour</source>
        <translation>功能导览(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;About ClusterDesk</source>
        <translation>关于 ClusterDesk(&amp;A)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>The new language applies when ClusterDesk restarts. Restart now?</source>
        <translation>新语言将在 ClusterDesk 重启后生效。是否立即重启？</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>&amp;Launch a cluster…</source>
        <translation>启动集群(&amp;L)…</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>Copy &amp;diagnostics</source>
        <translation>复制诊断信息(&amp;D)</translation>
    </message>
    <message>
        <source>Diagnostics copied to the clipboard: paste them into your support request.</source>
        <translation>诊断信息已复制到剪贴板：请粘贴到你的支持请求中。</translation>
    </message>
</context>
<context>
    <name>cd::MainWindow</name>
    <message>
        <source>Offerings</source>
        <translation>GPU 配置</translation>
    </message>
    <message>
        <source>Clusters</source>
        <translation>集群</translation>
    </message>
    <message>
        <source>Monitoring</source>
        <translation>监控</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>计费</translation>
    </message>
    <message>
        <source>Areas</source>
        <translation>功能区</translation>
    </message>
    <message>
        <source>ClusterDesk</source>
        <translation>ClusterDesk</translation>
    </message>
    <message>
        <source>ClusterDesk — %1</source>
        <translation>ClusterDesk — %1</translation>
    </message>
    <message>
        <source>Demo</source>
        <translation>演示</translation>
    </message>
    <message>
        <source>The offline demo could not start: %1</source>
        <translation>无法启动离线演示：%1</translation>
    </message>
    <message>
        <source>The connection “%1” is not saved any more.</source>
        <translation>已保存的连接“%1”已不存在。</translation>
    </message>
    <message>
        <source>Enter the API key for “%1”.</source>
        <translation>请输入“%1”的 API 密钥。</translation>
    </message>
    <message>
        <source>Audit</source>
        <translation>审计</translation>
    </message>
    <message>
        <source>Not encrypted: the API key and all data travel in clear to %1 (http://). Use https:// for this connection if you can.</source>
        <translation>未加密：API 密钥和所有数据以明文传送到 %1（http://）。如有可能，请为此连接使用 https://。</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>账户</translation>
    </message>
    <message>
        <source>Still uploading</source>
        <translation>仍在上传</translation>
    </message>
    <message>
        <source>ClusterDesk keeps uploading in the background. Click its icon to come back, or choose Quit in its menu to stop.</source>
        <translation>ClusterDesk 会在后台继续上传。点击其图标可返回，在其菜单中选择“退出”可停止。</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) will be encrypted and uploaded once you connect.</source>
        <translation>
            <numerusform>连接后将加密并上传 %n 个文件。</numerusform>
        </translation>
    </message>
    <message>
        <source>Not encrypted: the Prometheus password or token and the metrics travel in clear to %1 (http://). Use https:// for it if you can.</source>
        <translation>未加密：Prometheus 密码或令牌以及指标以明文传输到 %1（http://）。如有可能，请改用 https://。</translation>
    </message>
</context>
<context>
    <name>cd::MembersSession</name>
    <message>
        <source>This person is the tenant&apos;s last owner: make someone else owner first.</source>
        <translation>此人是租户的最后一位所有者：请先将其他人设为所有者。</translation>
    </message>
    <message>
        <source>Someone with this email address is already a member or invited.</source>
        <translation>此邮箱地址的用户已是成员或已被邀请。</translation>
    </message>
    <message>
        <source>Your role cannot do this: only an owner invites, changes or removes owners.</source>
        <translation>您的角色无法执行此操作：只有所有者才能邀请、更改或移除所有者。</translation>
    </message>
    <message>
        <source>This is not an email address: expected one like name@example.com, without spaces.</source>
        <translation>这不是邮箱地址：应类似 name@example.com，且不含空格。</translation>
    </message>
</context>
<context>
    <name>cd::MembersTab</name>
    <message>
        <source>&amp;Invite…</source>
        <translation>邀请(&amp;I)…</translation>
    </message>
    <message>
        <source>C&amp;hange role…</source>
        <translation>更改角色(&amp;H)…</translation>
    </message>
    <message>
        <source>&amp;Remove…</source>
        <translation>移除(&amp;R)…</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>成员</translation>
    </message>
    <message>
        <source>Email</source>
        <translation>电子邮件</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>角色</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Invited by</source>
        <translation>邀请者</translation>
    </message>
    <message>
        <source>Last seen</source>
        <translation>上次活动</translation>
    </message>
    <message>
        <source>%1 invited as %2.</source>
        <translation>已邀请 %1，角色为 %2。</translation>
    </message>
    <message>
        <source>%1 is now %2.</source>
        <translation>%1 现在是 %2。</translation>
    </message>
    <message>
        <source>%1 removed from the tenant.</source>
        <translation>已将 %1 从租户中移除。</translation>
    </message>
    <message>
        <source>The people of your tenant and their roles. A role change applies to their next request; removing someone stops their API keys at once.</source>
        <translation>您租户中的人员及其角色。角色更改将在其下一次请求时生效；移除某人会立即停用其 API 密钥。</translation>
    </message>
    <message>
        <source>The people of your tenant, read-only. Owners and admins invite, change and remove them.</source>
        <translation>您租户中的人员，只读。所有者和管理员可以邀请、更改和移除他们。</translation>
    </message>
    <message>
        <source>Invited</source>
        <translation>已邀请</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>活跃</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>从不</translation>
    </message>
    <message>
        <source>You</source>
        <translation>您</translation>
    </message>
    <message>
        <source>%1 is the tenant&apos;s last owner: make someone else owner first.</source>
        <translation>%1 是租户的最后一位所有者：请先将其他人设为所有者。</translation>
    </message>
    <message>
        <source>Your role cannot change or remove someone who is %1.</source>
        <translation>您的角色无法更改或移除角色为 %1 的人员。</translation>
    </message>
    <message>
        <source>Change your own role to %1? You may lose access to this area and to what your current role allows, from your next request on; only an owner or admin can give it back.</source>
        <translation>要将您自己的角色更改为 %1 吗？从下一次请求起，您可能会失去对此区域以及当前角色所允许内容的访问权限；只有所有者或管理员才能恢复。</translation>
    </message>
    <message>
        <source>Make %1, an owner, %2? They can no longer manage the tenant&apos;s owners from their next request on.</source>
        <translation>要将所有者 %1 设为 %2 吗？从下一次请求起，他们将无法再管理租户的所有者。</translation>
    </message>
    <message>
        <source>Change role</source>
        <translation>更改角色</translation>
    </message>
    <message>
        <source>C&amp;hange role</source>
        <translation>更改角色(&amp;H)</translation>
    </message>
    <message>
        <source>Remove %1 from the tenant? Their API keys stop working at once, including streams they have open, and their SSH keys are deleted.</source>
        <translation>要将 %1 从租户中移除吗？其 API 密钥将立即停止工作，包括已打开的流，其 SSH 密钥也将被删除。</translation>
    </message>
    <message>
        <source>This is you: you lose access to the tenant.</source>
        <translation>这是您本人：您将失去对该租户的访问权限。</translation>
    </message>
    <message>
        <source>Remove member</source>
        <translation>移除成员</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>移除(&amp;R)</translation>
    </message>
</context>
<context>
    <name>cd::MonitoringAlertsPanel</name>
    <message>
        <source>GPU alerts</source>
        <translation>GPU 告警</translation>
    </message>
    <message>
        <source>GPU alert</source>
        <translation>GPU 告警</translation>
    </message>
    <message numerus="yes">
        <source>%n new GPU alert(s) on %1; the Monitoring page lists them.</source>
        <translation>
            <numerusform>%1 上有 %n 条新的 GPU 告警；请在监控页面查看。</numerusform>
        </translation>
    </message>
    <message>
        <source>No alerts: no GPU idle for %1 minutes, too hot or reporting an XID error.</source>
        <translation>无告警：没有 GPU 空闲超过 %1 分钟、温度过高或报告 XID 错误。</translation>
    </message>
    <message>
        <source>&amp;Alerts (%1) · idle GPUs cost %2 %3 an hour</source>
        <translation>告警（%1）· 空闲 GPU 每小时花费 %2 %3(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Alerts (%1)</source>
        <translation>告警（%1）(&amp;A)</translation>
    </message>
</context>
<context>
    <name>cd::MonitoringExports</name>
    <message>
        <source>Could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>Exported</source>
        <translation>已导出</translation>
    </message>
    <message>
        <source>Export chart as PNG</source>
        <translation>将图表导出为 PNG</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图片 (*.png)</translation>
    </message>
    <message>
        <source>Export data as CSV</source>
        <translation>将数据导出为 CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
</context>
<context>
    <name>cd::MonitoringNodeCharts</name>
    <message>
        <source>&amp;Node:</source>
        <translation>节点(&amp;N)：</translation>
    </message>
    <message>
        <source>Co&amp;mpare with:</source>
        <translation>对比节点(&amp;M)：</translation>
    </message>
    <message>
        <source>Node to drill into</source>
        <translation>要查看详情的节点</translation>
    </message>
    <message>
        <source>Node to compare with</source>
        <translation>要对比的节点</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Choose a node to compare</source>
        <translation>请选择要对比的节点</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
</context>
<context>
    <name>cd::MonitoringPage</name>
    <message>
        <source>No samples in this window.</source>
        <translation>此时间窗口内没有采样数据。</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>平均值</translation>
    </message>
    <message>
        <source>Average GPU utilization</source>
        <translation>平均 GPU 利用率</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) reporting</source>
        <translation>
            <numerusform>%n 个 GPU 上报数据</numerusform>
        </translation>
    </message>
    <message>
        <source>waiting for samples</source>
        <translation>正在等待采样数据</translation>
    </message>
    <message>
        <source>GPUs idle</source>
        <translation>空闲 GPU</translation>
    </message>
    <message>
        <source>%1 · GPU %2</source>
        <translation>%1 · GPU %2</translation>
    </message>
    <message>
        <source>Hottest GPU</source>
        <translation>温度最高的 GPU</translation>
    </message>
    <message>
        <source>Power draw</source>
        <translation>功耗</translation>
    </message>
    <message>
        <source>%1 W per GPU</source>
        <translation>每 GPU %1 W</translation>
    </message>
    <message>
        <source>GPU memory used</source>
        <translation>GPU 显存用量</translation>
    </message>
    <message>
        <source>No cluster to monitor</source>
        <translation>没有可监控的集群</translation>
    </message>
    <message>
        <source>Could not load metrics: %1</source>
        <translation>无法加载指标：%1</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>正在加载…</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <source>● Live from Prometheus</source>
        <translation>● 实时（来自 Prometheus）</translation>
    </message>
    <message>
        <source>● Live</source>
        <translation>● 实时</translation>
    </message>
    <message>
        <source>Connecting to the live stream…</source>
        <translation>正在连接实时数据流…</translation>
    </message>
    <message numerus="yes">
        <source>%1: average of %n GPU(s); the shaded band runs from the lowest to the highest</source>
        <translation>
            <numerusform>%1：%n 个 GPU 的平均值；阴影带为最低值至最高值</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: average of %n node(s); the shaded band runs from the lowest to the highest</source>
        <translation>
            <numerusform>%1：%n 个节点的平均值；阴影带为最低值至最高值</numerusform>
        </translation>
    </message>
    <message>
        <source>utilization under %1 % right now</source>
        <translation>当前利用率低于 %1 %</translation>
    </message>
    <message>
        <source>%1 per GPU</source>
        <translation>每 GPU %1</translation>
    </message>
</context>
<context>
    <name>cd::MonitoringToolbar</name>
    <message>
        <source>C&amp;luster:</source>
        <translation>集群(&amp;L)：</translation>
    </message>
    <message>
        <source>M&amp;etric:</source>
        <translation>指标(&amp;E)：</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Reset zoom</source>
        <translation>重置缩放(&amp;R)</translation>
    </message>
    <message>
        <source>Show the whole window again (Home in a chart)</source>
        <translation>重新显示整个时间窗口（在图表中按 Home）</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>实时</translation>
    </message>
    <message>
        <source>15 min</source>
        <translation>15 分钟</translation>
    </message>
    <message>
        <source>1 h</source>
        <translation>1 小时</translation>
    </message>
    <message>
        <source>6 h</source>
        <translation>6 小时</translation>
    </message>
    <message>
        <source>24 h</source>
        <translation>24 小时</translation>
    </message>
    <message>
        <source>7 days</source>
        <translation>7 天</translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation>自定义…</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Choose a start and an end</source>
        <translation>选择开始和结束时间</translation>
    </message>
    <message>
        <source>E&amp;xport</source>
        <translation>导出(&amp;X)</translation>
    </message>
    <message>
        <source>Chart as &amp;PNG…</source>
        <translation>将图表导出为 PNG(&amp;P)…</translation>
    </message>
    <message>
        <source>Data as &amp;CSV…</source>
        <translation>将数据导出为 CSV(&amp;C)…</translation>
    </message>
    <message>
        <source>Stop following the live stream</source>
        <translation>停止跟随实时数据</translation>
    </message>
</context>
<context>
    <name>cd::NodeAccessBar</name>
    <message>
        <source>Copy SSH &amp;command</source>
        <translation>复制 SSH 命令(&amp;C)</translation>
    </message>
    <message>
        <source>Open in &amp;browser</source>
        <translation>在浏览器中打开(&amp;B)</translation>
    </message>
    <message>
        <source>Port forwards</source>
        <translation>端口转发</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Remote port</source>
        <translation>远程端口</translation>
    </message>
    <message>
        <source>Local address</source>
        <translation>本地地址</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Select a node to reach it over SSH.</source>
        <translation>选择一个节点以通过 SSH 访问。</translation>
    </message>
    <message>
        <source>This node cannot be reached now: it is not ready, or your role has no SSH access.</source>
        <translation>目前无法访问此节点：节点尚未就绪，或您的角色没有 SSH 访问权限。</translation>
    </message>
    <message>
        <source>%1 The offline demo has no nodes to reach; on a real platform this would %2.</source>
        <translation>%1 离线演示没有可访问的节点；在真实平台上，这将%2。</translation>
    </message>
    <message>
        <source>Copied: %1 (the offline demo has no nodes to reach)</source>
        <translation>已复制：%1（离线演示没有可访问的节点）</translation>
    </message>
    <message>
        <source>Copied: %1</source>
        <translation>已复制：%1</translation>
    </message>
    <message>
        <source>open a terminal running it</source>
        <translation>打开一个运行该命令的终端</translation>
    </message>
    <message>
        <source>A terminal opened with %1.</source>
        <translation>已打开运行 %1 的终端。</translation>
    </message>
    <message>
        <source>forward a port of the node to this computer</source>
        <translation>将节点的端口转发到此计算机</translation>
    </message>
    <message>
        <source>Open port</source>
        <translation>打开端口</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Another port</source>
        <translation>其他端口</translation>
    </message>
    <message>
        <source>&amp;Service:</source>
        <translation>服务(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Remote port:</source>
        <translation>远程端口(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Local port:</source>
        <translation>本地端口(&amp;L)：</translation>
    </message>
    <message>
        <source>Starting</source>
        <translation>启动中</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>故障</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>Open ter&amp;minal</source>
        <translation>打开终端(&amp;M)</translation>
    </message>
    <message>
        <source>Op&amp;en port…</source>
        <translation>打开端口(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Stop forward</source>
        <translation>停止转发(&amp;S)</translation>
    </message>
</context>
<context>
    <name>cd::Notifier</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>cd::OfferingDetailView</name>
    <message>
        <source>Hourly</source>
        <translation>按小时</translation>
    </message>
    <message>
        <source>Daily (per GPU-day)</source>
        <translation>按天（每 GPU 天）</translation>
    </message>
    <message>
        <source>Monthly (per GPU-month)</source>
        <translation>包月（每 GPU 月）</translation>
    </message>
    <message>
        <source>Yearly (per GPU-year)</source>
        <translation>包年（每 GPU 年）</translation>
    </message>
    <message>
        <source>TFLOPS-hours (per TFLOPS-hour)</source>
        <translation>按 TFLOPS 小时（每 TFLOPS 小时）</translation>
    </message>
    <message>
        <source>Offering details</source>
        <translation>配置详情</translation>
    </message>
    <message>
        <source>Select an offering to see its specifications, every price and what is free now.</source>
        <translation>选择一个配置，查看其规格、全部价格及当前可用资源。</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>型号</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>%1 GB %2, %3 GB/s</source>
        <translation>%1 GB %2，带宽 %3 GB/s</translation>
    </message>
    <message>
        <source>BF16 / FP16</source>
        <translation>BF16 / FP16</translation>
    </message>
    <message>
        <source>%1 / %2 TFLOPS (dense)</source>
        <translation>%1 / %2 TFLOPS（稠密）</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>%1 × %2 (%3 GB GPU memory in all)</source>
        <translation>%1 × %2（GPU 显存共 %3 GB）</translation>
    </message>
    <message>
        <source>CPU and memory</source>
        <translation>CPU 与内存</translation>
    </message>
    <message>
        <source>%1 vCPU, %2 GB RAM, %3 GB local NVMe</source>
        <translation>%1 vCPU，%2 GB 内存，%3 GB 本地 NVMe</translation>
    </message>
    <message>
        <source>Inside the node</source>
        <translation>节点内互联</translation>
    </message>
    <message>
        <source>%1, %2 GB/s per GPU</source>
        <translation>%1，每 GPU %2 GB/s</translation>
    </message>
    <message>
        <source>Between nodes</source>
        <translation>节点间互联</translation>
    </message>
    <message>
        <source>%1, %2 Gb/s per node</source>
        <translation>%1，每节点 %2 Gb/s</translation>
    </message>
    <message>
        <source>Prices (%1)</source>
        <translation>价格（%1）</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>单价</translation>
    </message>
    <message>
        <source>GPU-hour</source>
        <translation>GPU 小时</translation>
    </message>
    <message>
        <source>Node-hour</source>
        <translation>节点小时</translation>
    </message>
    <message>
        <source>Off-peak</source>
        <translation>闲时</translation>
    </message>
    <message>
        <source>%1% off from %2 to %3 (%4)</source>
        <translation>%2 至 %3 优惠 %1%（%4）</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>容量</translation>
    </message>
    <message>
        <source>Free now</source>
        <translation>当前可用</translation>
    </message>
    <message>
        <source>none: sold out in this region right now</source>
        <translation>无：此地域当前已售罄</translation>
    </message>
    <message>
        <source>%1 of %2 nodes (%3 GPUs)</source>
        <translation>%1 / %2 个节点（%3 个 GPU）</translation>
    </message>
    <message>
        <source>Dedicated</source>
        <translation>独享</translation>
    </message>
    <message>
        <source>available: physically isolated nodes, +%1%</source>
        <translation>可用：物理隔离节点，加价 %1%</translation>
    </message>
    <message>
        <source>not offered for this shape</source>
        <translation>此规格不提供</translation>
    </message>
    <message>
        <source>Framework images</source>
        <translation>框架镜像</translation>
    </message>
</context>
<context>
    <name>cd::OfferingFilterBar</name>
    <message>
        <source>&amp;Available now</source>
        <translation>仅看当前可用(&amp;A)</translation>
    </message>
    <message>
        <source>GPU model, e.g. H100</source>
        <translation>GPU 型号，例如 H100</translation>
    </message>
    <message>
        <source>Search GPU model</source>
        <translation>搜索 GPU 型号</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source>any</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Minimum GPU memory</source>
        <translation>最小 GPU 显存</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>每节点 GPU 数</translation>
    </message>
    <message>
        <source>Maximum price per GPU-hour</source>
        <translation>每 GPU 小时最高价格</translation>
    </message>
    <message>
        <source>Billing mode</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>厂商</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>Interconnect</source>
        <translation>互联方式</translation>
    </message>
    <message>
        <source>&amp;Reset filters</source>
        <translation>重置筛选(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>搜索(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Vendor:</source>
        <translation>厂商(&amp;V)：</translation>
    </message>
    <message>
        <source>Re&amp;gion:</source>
        <translation>地域(&amp;G)：</translation>
    </message>
    <message>
        <source>&amp;Interconnect:</source>
        <translation>互联(&amp;I)：</translation>
    </message>
    <message>
        <source>GPU &amp;memory ≥</source>
        <translation>GPU 显存(&amp;M) ≥</translation>
    </message>
    <message>
        <source>GPUs/&amp;node:</source>
        <translation>GPU/节点(&amp;N)：</translation>
    </message>
    <message>
        <source>Max &amp;price/GPU-h:</source>
        <translation>最高价格/GPU 小时(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Billing:</source>
        <translation>计费方式(&amp;B)：</translation>
    </message>
    <message>
        <source>C&amp;urrency:</source>
        <translation>币种(&amp;U)：</translation>
    </message>
    <message>
        <source>all</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>The currency to compare prices in. Clusters are quoted and billed in your account&apos;s currency, whichever you choose here.</source>
        <translation>用于比较价格的币种。无论此处选择哪种币种，集群都按您账户的币种报价和计费。</translation>
    </message>
</context>
<context>
    <name>cd::OfferingsModel</name>
    <message>
        <source>Sold out in %1 right now; capacity frees up as clusters stop.</source>
        <translation>地域 %1 当前已售罄；有集群停止后将释放容量。</translation>
    </message>
    <message>
        <source>%1 · %2 vCPU · %3 GB RAM · %4 GB NVMe</source>
        <translation>%1 · %2 vCPU · %3 GB 内存 · %4 GB NVMe</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>%1 · %2 GB/s</source>
        <translation>%1 · %2 GB/s</translation>
    </message>
    <message>
        <source>%1 · %2 Gb/s</source>
        <translation>%1 · %2 Gb/s</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>不适用</translation>
    </message>
    <message>
        <source>sold out</source>
        <translation>已售罄</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>yes (+%1%)</source>
        <translation>是（+%1%）</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Offering</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>厂商</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>GPU 显存</translation>
    </message>
    <message>
        <source>GPUs/node</source>
        <translation>GPU/节点</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>In-node link</source>
        <translation>节点内互联</translation>
    </message>
    <message>
        <source>Node network</source>
        <translation>节点间网络</translation>
    </message>
    <message>
        <source>%1/GPU-hour</source>
        <translation>%1/GPU 小时</translation>
    </message>
    <message>
        <source>%1/node-hour</source>
        <translation>%1/节点小时</translation>
    </message>
    <message>
        <source>Available nodes</source>
        <translation>可用节点</translation>
    </message>
    <message>
        <source>BF16 TFLOPS</source>
        <translation>BF16 TFLOPS</translation>
    </message>
    <message>
        <source>Dedicated</source>
        <translation>独享</translation>
    </message>
</context>
<context>
    <name>cd::OfferingsPage</name>
    <message>
        <source>Re&amp;fresh</source>
        <translation>刷新(&amp;F)</translation>
    </message>
    <message>
        <source>GPU offerings</source>
        <translation>GPU 配置</translation>
    </message>
    <message>
        <source>Offerings</source>
        <translation>GPU 配置</translation>
    </message>
    <message numerus="yes">
        <source>Loading… %n offering(s) so far</source>
        <translation>
            <numerusform>正在加载… 已获取 %n 个配置</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>重试(&amp;R)</translation>
    </message>
    <message>
        <source>No offerings</source>
        <translation>暂无配置</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>未连接</translation>
    </message>
    <message numerus="yes">
        <source>%n offering(s)</source>
        <translation>
            <numerusform>%n 个配置</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n offering(s) match</source>
        <translation>
            <numerusform>%n 个配置中有 %1 个符合条件</numerusform>
        </translation>
    </message>
    <message>
        <source>No offering matches all of these filters.</source>
        <translation>没有同时符合这些筛选条件的配置。</translation>
    </message>
    <message>
        <source>Reset filters</source>
        <translation>重置筛选</translation>
    </message>
    <message>
        <source>&amp;Launch…</source>
        <translation>启动(&amp;L)…</translation>
    </message>
    <message>
        <source>Choose a tenant to inspect</source>
        <translation>请选择要查看的租户</translation>
    </message>
    <message>
        <source>Your role can look at offerings but not launch clusters.</source>
        <translation>您的角色可以查看 GPU 配置，但不能启动集群。</translation>
    </message>
    <message>
        <source>Select an offering to launch a cluster of it.</source>
        <translation>选择一个 GPU 配置以用它启动集群。</translation>
    </message>
    <message>
        <source>Open the launch dialog with this offering chosen.</source>
        <translation>打开启动对话框并选中此 GPU 配置。</translation>
    </message>
    <message>
        <source>Loading offerings…</source>
        <translation>正在加载配置…</translation>
    </message>
    <message>
        <source>Fetch the catalog again</source>
        <translation>重新获取目录</translation>
    </message>
</context>
<context>
    <name>cd::PassphraseDialog</name>
    <message>
        <source>Protect the key file</source>
        <translation>保护密钥文件</translation>
    </message>
    <message>
        <source>Open the key file</source>
        <translation>打开密钥文件</translation>
    </message>
    <message>
        <source>Passphrase</source>
        <translation>口令</translation>
    </message>
    <message>
        <source>Passphrase again</source>
        <translation>确认口令</translation>
    </message>
    <message>
        <source>&amp;Passphrase:</source>
        <translation>口令(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Again:</source>
        <translation>确认口令(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>导入(&amp;I)</translation>
    </message>
    <message>
        <source>Choose a passphrase of at least %1 characters; whoever has the file and the passphrase can read every dataset.</source>
        <translation>请设置至少 %1 个字符的口令；任何同时持有该文件和口令的人都能读取所有数据集。</translation>
    </message>
    <message>
        <source>At least %1 characters (%2 so far).</source>
        <translation>至少需要 %1 个字符（当前 %2 个）。</translation>
    </message>
    <message>
        <source>The two passphrases differ.</source>
        <translation>两次输入的口令不一致。</translation>
    </message>
</context>
<context>
    <name>cd::PortForwards</name>
    <message>
        <source>ssh is not installed. Install the OpenSSH client, then try again.</source>
        <translation>未安装 ssh。请安装 OpenSSH 客户端，然后重试。</translation>
    </message>
    <message>
        <source>Port %1 on this computer is already in use. Choose another local port.</source>
        <translation>本机端口 %1 已被占用。请选择其他本地端口。</translation>
    </message>
    <message>
        <source>ssh ended without a word (exit code %1).</source>
        <translation>ssh 未给出任何信息即已结束（退出代码 %1）。</translation>
    </message>
    <message>
        <source>ssh failed: %1</source>
        <translation>ssh 失败：%1</translation>
    </message>
    <message>
        <source>ssh could not be started.</source>
        <translation>无法启动 ssh。</translation>
    </message>
    <message>
        <source>The forward did not come up within %1 seconds.</source>
        <translation>转发未在 %1 秒内建立。</translation>
    </message>
</context>
<context>
    <name>cd::PresenterPanel</name>
    <message>
        <source>Presenter</source>
        <translation>演示者</translation>
    </message>
    <message>
        <source>&amp;Fail a node</source>
        <translation>模拟节点故障(&amp;F)</translation>
    </message>
    <message>
        <source>Raise a &amp;budget alert</source>
        <translation>触发预算告警(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Scale up a cluster</source>
        <translation>扩容集群(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Reset the demo…</source>
        <translation>重置演示(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Presenter controls</source>
        <translation>演示控制(&amp;P)</translation>
    </message>
    <message>
        <source>A node of the largest running cluster fails now; watch its work move to a replacement.</source>
        <translation>规模最大的运行中集群立即有一个节点故障；可观察其作业迁移到替换节点。</translation>
    </message>
    <message>
        <source>Sets a budget just under what this month&apos;s biggest spender has spent, so its alerts go off.</source>
        <translation>为本月支出最多的集群设置一个略低于其已支出金额的预算，从而触发告警。</translation>
    </message>
    <message>
        <source>Two more nodes for the inference cluster, as demand grows.</source>
        <translation>随着需求增长，为推理集群增加两个节点。</translation>
    </message>
    <message>
        <source>Starts the story again from its beginning; what was changed in the demo is lost.</source>
        <translation>从头开始演示情景；在演示中所做的更改将丢失。</translation>
    </message>
    <message>
        <source>Clock speed:</source>
        <translation>时钟速度：</translation>
    </message>
    <message>
        <source>Real time</source>
        <translation>实时</translation>
    </message>
    <message>
        <source>%1 simulated seconds every second</source>
        <translation>每秒模拟 %1 秒</translation>
    </message>
    <message>
        <source>Clock speed %1</source>
        <translation>时钟速度 %1</translation>
    </message>
    <message>
        <source>Clock &amp;speed</source>
        <translation>时钟速度(&amp;S)</translation>
    </message>
    <message>
        <source>Simulated time: %1 (%2)</source>
        <translation>模拟时间：%1（%2）</translation>
    </message>
    <message>
        <source>The simulated clock now runs at %1.</source>
        <translation>模拟时钟现以 %1 运行。</translation>
    </message>
    <message>
        <source>Node %1 of %2 failed; a replacement is provisioning and the work will move to it.</source>
        <translation>%2 的节点 %1 发生故障；替换节点正在创建，作业将迁移到该节点。</translation>
    </message>
    <message>
        <source>No node can fail: no cluster is running.</source>
        <translation>无法模拟节点故障：没有正在运行的集群。</translation>
    </message>
    <message>
        <source>No budget alert: %1</source>
        <translation>未触发预算告警：%1</translation>
    </message>
    <message>
        <source>No scale-up: %1</source>
        <translation>未能扩容：%1</translation>
    </message>
    <message>
        <source>Cluster %1 is growing: pool %2 from %3 to %4 nodes.</source>
        <translation>集群 %1 正在扩容：节点池 %2 从 %3 个节点增加到 %4 个。</translation>
    </message>
    <message>
        <source>Reset the demo</source>
        <translation>重置演示</translation>
    </message>
    <message>
        <source>Start the demo again from its beginning? Clusters launched, uploads and budgets changed in this demo are lost.</source>
        <translation>要从头开始演示吗？在本次演示中创建的集群、上传的文件和修改的预算都将丢失。</translation>
    </message>
    <message>
        <source>The demo starts again from its beginning.</source>
        <translation>演示已从头开始。</translation>
    </message>
    <message>
        <source>The demo could not start again: %1</source>
        <translation>无法重新开始演示：%1</translation>
    </message>
    <message>
        <source>Ctrl+Alt+P</source>
        <translation>Ctrl+Alt+P</translation>
    </message>
    <message>
        <source>Budget “%1” of %2 a month is set; its alerts follow.</source>
        <translation>已设置预算“%1”，每月 %2；告警随即发出。</translation>
    </message>
</context>
<context>
    <name>cd::ResizeClusterDialog</name>
    <message>
        <source>Resize %1</source>
        <translation>调整 %1 的规模</translation>
    </message>
    <message>
        <source>&amp;Resize</source>
        <translation>调整规模(&amp;R)</translation>
    </message>
    <message>
        <source>Nodes per pool:</source>
        <translation>各节点池的节点数：</translation>
    </message>
    <message>
        <source>Nodes in pool %1</source>
        <translation>节点池 %1 的节点数</translation>
    </message>
    <message>
        <source> × %1×%2</source>
        <translation> × %1×%2</translation>
    </message>
    <message>
        <source>%1 (now %2):</source>
        <translation>%1（当前 %2）：</translation>
    </message>
    <message>
        <source>The cluster is not running; it can be resized once it is.</source>
        <translation>集群未在运行；运行后才能调整规模。</translation>
    </message>
    <message>
        <source>Per hour: %1 now, %2 after (%3%4).</source>
        <translation>每小时费用：当前 %1，调整后 %2（%3%4）。</translation>
    </message>
    <message>
        <source>Note: growing needs capacity or quota the platform may not have.</source>
        <translation>注意：扩容需要额外的容量或配额，平台可能无法满足。</translation>
    </message>
    <message>
        <source>Resizing…</source>
        <translation>正在调整规模…</translation>
    </message>
    <message>
        <source>%1: %2 nodes</source>
        <translation>%1：%2 个节点</translation>
    </message>
    <message>
        <source>Someone else changed this cluster while you were deciding. It now has %1 and is %2. Check the sizes and resize again.</source>
        <translation>在您操作期间，其他人修改了此集群。集群当前为 %1，状态为 %2。请核对规模后重新调整。</translation>
    </message>
</context>
<context>
    <name>cd::SecretStore</name>
    <message>
        <source>No keychain service is running on this system, so the API key is kept in memory only until you quit. It was not written to disk.</source>
        <translation>此系统上没有运行钥匙串服务，因此 API 密钥仅保存在内存中，直到您退出。它未被写入磁盘。</translation>
    </message>
    <message>
        <source>No API key is saved for this connection yet.</source>
        <translation>此连接尚未保存 API 密钥。</translation>
    </message>
    <message>
        <source>The keychain refused: %1</source>
        <translation>系统钥匙串拒绝了请求：%1</translation>
    </message>
</context>
<context>
    <name>cd::ShareBars</name>
    <message>
        <source>%1: %2 (%3 %)</source>
        <translation>%1：%2（%3 %）</translation>
    </message>
</context>
<context>
    <name>cd::SizingAdvisorDialog</name>
    <message>
        <source>Enter the model size: more than zero billion parameters.</source>
        <translation>请输入模型规模：参数量须大于 0（单位：十亿）。</translation>
    </message>
    <message>
        <source>Enter how many tokens to train on: more than zero.</source>
        <translation>请输入训练 token 数：须大于 0。</translation>
    </message>
    <message>
        <source>The expected utilisation (MFU) must be above 0 % and at most 100 %.</source>
        <translation>预期利用率（MFU）须大于 0 % 且不超过 100 %。</translation>
    </message>
    <message>
        <source>Allow at least one node.</source>
        <translation>请至少允许一个节点。</translation>
    </message>
    <message>
        <source>The deadline must be more than zero hours away.</source>
        <translation>截止期限须大于 0 小时。</translation>
    </message>
    <message>
        <source>The budget must be more than zero.</source>
        <translation>预算须大于 0。</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <source>&amp;Deadline:</source>
        <translation>截止期限(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;Use in launch dialog</source>
        <translation>用于启动集群(&amp;U)</translation>
    </message>
    <message>
        <source>What do I need?</source>
        <translation>我需要什么配置？</translation>
    </message>
    <message>
        <source>Pretraining</source>
        <translation>预训练</translation>
    </message>
    <message>
        <source>Full fine-tune</source>
        <translation>全参数微调</translation>
    </message>
    <message>
        <source>LoRA fine-tune</source>
        <translation>LoRA 微调</translation>
    </message>
    <message>
        <source>Inference (serving)</source>
        <translation>推理（在线服务）</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <source>BF16 (mixed precision)</source>
        <translation>BF16（混合精度）</translation>
    </message>
    <message>
        <source>FP8 (mixed precision)</source>
        <translation>FP8（混合精度）</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source> hours</source>
        <translation> 小时</translation>
    </message>
    <message>
        <source>Deadline in hours</source>
        <translation>截止期限（小时）</translation>
    </message>
    <message>
        <source>Budget in %1</source>
        <translation>预算（%1）</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>用时</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>费用</translation>
    </message>
    <message>
        <source>&amp;Parameters (billions):</source>
        <translation>参数量（十亿）(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Task:</source>
        <translation>任务(&amp;T)：</translation>
    </message>
    <message>
        <source>P&amp;recision:</source>
        <translation>精度(&amp;R)：</translation>
    </message>
    <message>
        <source>T&amp;okens to train on (billions):</source>
        <translation>训练 token 数（十亿）(&amp;O)：</translation>
    </message>
    <message>
        <source>&amp;MFU:</source>
        <translation>MFU(&amp;M)：</translation>
    </message>
    <message>
        <source>Ran&amp;k by:</source>
        <translation>排序依据(&amp;K)：</translation>
    </message>
    <message>
        <source>Configurations</source>
        <translation>配置方案</translation>
    </message>
    <message>
        <source>Each offering at the node count the model needs, best first</source>
        <translation>按模型所需节点数列出各配置，最优者在前</translation>
    </message>
    <message>
        <source>Offering</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点数</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Cost (%1)</source>
        <translation>费用（%1）</translation>
    </message>
    <message>
        <source>Fits / why</source>
        <translation>是否适用 / 原因</translation>
    </message>
    <message>
        <source>There are no offerings to compare: connect to a platform or open the demo first.</source>
        <translation>没有可比较的配置：请先连接平台或打开演示。</translation>
    </message>
    <message>
        <source>Needs about %1 GB of GPU memory (%2 GB before activations) and %3 FLOPs.</source>
        <translation>约需 %1 GB 显存（未计激活值时为 %2 GB），计算量约 %3 FLOPs。</translation>
    </message>
    <message>
        <source>Needs about %1 GB of GPU memory (%2 GB for the weights, before the KV cache). Serving has no end, so configurations rank by cost per hour.</source>
        <translation>约需 %1 GB 显存（其中权重 %2 GB，未计 KV 缓存）。在线服务没有结束时间，因此按每小时费用对配置排序。</translation>
    </message>
    <message>
        <source>%1 per hour</source>
        <translation>%1/小时</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message numerus="yes">
        <source>%n × %1 %2 GB</source>
        <translation>
            <numerusform>%n × %1 %2 GB</numerusform>
        </translation>
    </message>
    <message>
        <source>Needs %1 GB; one %2 with %3 GB holds it.</source>
        <translation>需要 %1 GB；单块 %3 GB 的 %2 即可容纳。</translation>
    </message>
    <message>
        <source>Needs %1 GB; %2 hold %3 GB on one node, so it shards across that node&apos;s GPUs.</source>
        <translation>需要 %1 GB；单节点 %2 共 %3 GB，因此将分片到该节点的各 GPU 上。</translation>
    </message>
    <message>
        <source>Needs %1 GB; %2 hold %3 GB on one node, so it shards across %4 nodes.</source>
        <translation>需要 %1 GB；单节点 %2 共 %3 GB，因此将分片到 %4 个节点上。</translation>
    </message>
    <message>
        <source>Needs %1 GB; %2 hold only %3 GB on one node, and serving is kept to one node.</source>
        <translation>需要 %1 GB；单节点 %2 仅有 %3 GB，而在线服务限于单个节点。</translation>
    </message>
    <message>
        <source>Needs %1 GB; %2 hold %3 GB on one node, so it would take %4 nodes, more than the %5 allowed.</source>
        <translation>需要 %1 GB；单节点 %2 共 %3 GB，因此需要 %4 个节点，超过允许的 %5 个。</translation>
    </message>
    <message>
        <source>This offering lists no GPU memory.</source>
        <translation>此配置未标明 GPU 显存。</translation>
    </message>
    <message numerus="yes">
        <source>Uses %n node(s) to meet the deadline.</source>
        <translation>
            <numerusform>使用 %n 个节点以满足截止期限。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Misses the deadline even on %n node(s).</source>
        <translation>
            <numerusform>即使使用 %n 个节点也无法满足截止期限。</numerusform>
        </translation>
    </message>
    <message>
        <source>Has no price in this billing mode and currency.</source>
        <translation>在此计费方式和币种下没有价格。</translation>
    </message>
    <message>
        <source>Costs more than the budget.</source>
        <translation>费用超出预算。</translation>
    </message>
    <message>
        <source>Sold out right now.</source>
        <translation>当前已售罄。</translation>
    </message>
    <message numerus="yes">
        <source>Only %n node(s) free now.</source>
        <translation>
            <numerusform>当前仅有 %n 个节点可用。</numerusform>
        </translation>
    </message>
    <message>
        <source>Model FLOPs utilisation: the share of the GPUs&apos; peak rate the run sustains. Well-tuned large runs reach 35–55 %.</source>
        <translation>模型算力利用率（MFU）：训练持续达到的 GPU 峰值算力占比。调优良好的大规模训练可达 35–55 %。</translation>
    </message>
    <message>
        <source>Your role can look at clusters but not launch them.</source>
        <translation>您的角色可以查看集群，但不能启动集群。</translation>
    </message>
    <message>
        <source>&amp;Budget:</source>
        <translation>预算(&amp;B)：</translation>
    </message>
</context>
<context>
    <name>cd::SshKeysTab</name>
    <message>
        <source>&amp;Add…</source>
        <translation>添加(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <source>No SSH keys yet. Add the public key of each computer you connect from, for example the contents of ~/.ssh/id_ed25519.pub.</source>
        <translation>还没有 SSH 密钥。请添加您用于连接的每台计算机的公钥，例如 ~/.ssh/id_ed25519.pub 的内容。</translation>
    </message>
    <message>
        <source>SSH keys</source>
        <translation>SSH 密钥</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Bits</source>
        <translation>位数</translation>
    </message>
    <message>
        <source>Fingerprint</source>
        <translation>指纹</translation>
    </message>
    <message>
        <source>Added</source>
        <translation>添加时间</translation>
    </message>
    <message>
        <source>SSH key &quot;%1&quot; added.</source>
        <translation>已添加 SSH 密钥“%1”。</translation>
    </message>
    <message>
        <source>Clusters you launch accept these keys on every node. Choose them in the launch dialog; only you see your keys.</source>
        <translation>您启动的集群会在每个节点上接受这些密钥。请在启动对话框中选择它们；只有您能看到自己的密钥。</translation>
    </message>
    <message>
        <source>Your role cannot reach nodes over SSH, so it has no SSH keys.</source>
        <translation>您的角色无法通过 SSH 访问节点，因此没有 SSH 密钥。</translation>
    </message>
    <message>
        <source>Choose the key to delete in the list first.</source>
        <translation>请先在列表中选择要删除的密钥。</translation>
    </message>
    <message>
        <source>Delete SSH key</source>
        <translation>删除 SSH 密钥</translation>
    </message>
    <message>
        <source>Delete the SSH key &quot;%1&quot;? Clusters launched with it keep accepting it until they are terminated.</source>
        <translation>要删除 SSH 密钥“%1”吗？使用它启动的集群在终止前仍会接受该密钥。</translation>
    </message>
</context>
<context>
    <name>cd::StorageKeyStrip</name>
    <message>
        <source>E&amp;xport key…</source>
        <translation>导出密钥(&amp;X)…</translation>
    </message>
    <message>
        <source>&amp;Import key…</source>
        <translation>导入密钥(&amp;I)…</translation>
    </message>
    <message>
        <source>Save the tenant key to a file protected by a passphrase, to use it on another computer or with clusterdesk-crypt on a node.</source>
        <translation>将租户密钥保存到受口令保护的文件中，以便在其他计算机上使用，或在节点上配合 clusterdesk-crypt 使用。</translation>
    </message>
    <message>
        <source>Use a key exported on another computer; the current key is kept for reading.</source>
        <translation>使用在其他计算机上导出的密钥；当前密钥会保留，用于读取已有数据。</translation>
    </message>
    <message>
        <source>Encryption key: support staff do not hold the tenant&apos;s key, so datasets are listed here but not downloaded or decrypted.</source>
        <translation>加密密钥：技术支持人员不持有租户的密钥，因此此处仅列出数据集，无法下载或解密。</translation>
    </message>
    <message>
        <source>Encryption key: loading from the keychain…</source>
        <translation>加密密钥：正在从系统钥匙串加载…</translation>
    </message>
    <message>
        <source>Encryption key: connect to a platform first.</source>
        <translation>加密密钥：请先连接到平台。</translation>
    </message>
    <message>
        <source>Encryption key &lt;b&gt;%1&lt;/b&gt; — %2</source>
        <translation>加密密钥 &lt;b&gt;%1&lt;/b&gt; — %2</translation>
    </message>
    <message>
        <source>Your role can look at datasets but not upload or delete them.</source>
        <translation>您的角色可以查看数据集，但无法上传或删除。</translation>
    </message>
    <message>
        <source>The key file lets whoever also knows its passphrase read every dataset encrypted with key %1. Keep both safe, and apart.</source>
        <translation>任何持有该密钥文件且知道其口令的人，都能读取使用密钥 %1 加密的所有数据集。请妥善保管二者，并分开存放。</translation>
    </message>
    <message>
        <source>Export the key</source>
        <translation>导出密钥</translation>
    </message>
    <message>
        <source>ClusterDesk key files (*.cdkey)</source>
        <translation>ClusterDesk 密钥文件 (*.cdkey)</translation>
    </message>
    <message>
        <source>Key exported</source>
        <translation>密钥已导出</translation>
    </message>
    <message>
        <source>The key is in %1.</source>
        <translation>密钥已保存到 %1。</translation>
    </message>
    <message>
        <source>Import a key</source>
        <translation>导入密钥</translation>
    </message>
    <message>
        <source>ClusterDesk key files (*.cdkey);;All files (*)</source>
        <translation>ClusterDesk 密钥文件 (*.cdkey);;所有文件 (*)</translation>
    </message>
    <message>
        <source>This file holds key %1. New uploads will use it; datasets encrypted with the current key stay readable here.</source>
        <translation>此文件包含密钥 %1。之后的上传将使用该密钥；使用当前密钥加密的数据集在本机仍可读取。</translation>
    </message>
    <message>
        <source>Key imported</source>
        <translation>密钥已导入</translation>
    </message>
    <message>
        <source>&amp;Keep in a key file…</source>
        <translation>保存到密钥文件(&amp;K)…</translation>
    </message>
    <message>
        <source>Keep the key in a file in this computer&apos;s app data folder, readable only by you and protected by a passphrase; the next start asks for it.</source>
        <translation>将密钥保存在此计算机的应用数据文件夹中的文件里，仅您可读并受口令保护；下次启动时会要求输入口令。</translation>
    </message>
    <message>
        <source>Encryption key: choose a tenant to inspect first.</source>
        <translation>加密密钥：请先选择要查看的租户。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Encryption key: none.&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;加密密钥：无。&lt;/b&gt;%1</translation>
    </message>
    <message>
        <source>Encryption key &lt;b&gt;%1&lt;/b&gt; — &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>加密密钥 &lt;b&gt;%1&lt;/b&gt; — &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>This tenant&apos;s key is kept in %1. Enter the passphrase you chose for it.</source>
        <translation>此租户的密钥保存在 %1。请输入您为它设置的口令。</translation>
    </message>
    <message>
        <source>Key unlocked</source>
        <translation>密钥已解锁</translation>
    </message>
    <message>
        <source>Unlock the key file</source>
        <translation>解锁密钥文件</translation>
    </message>
    <message>
        <source>Make a new key</source>
        <translation>新建密钥</translation>
    </message>
    <message>
        <source>Make a new encryption key for this tenant? Datasets encrypted with an earlier key stay unreadable until you import that key. If you have its key file, import it instead.</source>
        <translation>要为此租户新建加密密钥吗？用先前密钥加密的数据集在导入该密钥之前将无法读取。如果您有其密钥文件，请改为导入。</translation>
    </message>
    <message>
        <source>&amp;Make a new key</source>
        <translation>新建密钥(&amp;M)</translation>
    </message>
    <message>
        <source>New key</source>
        <translation>新密钥</translation>
    </message>
    <message>
        <source>The key will be kept in %1, readable only by you. Choose a passphrase: the console asks for it when it starts, and without it the key is lost.</source>
        <translation>密钥将保存在 %1，仅您可读。请设置口令：控制台启动时会要求输入，没有口令密钥将无法找回。</translation>
    </message>
    <message>
        <source>Key kept</source>
        <translation>密钥已保存</translation>
    </message>
    <message>
        <source>Keep the key in a file</source>
        <translation>将密钥保存到文件</translation>
    </message>
    <message>
        <source>Unlock ke&amp;y file…</source>
        <translation>解锁密钥文件(&amp;Y)…</translation>
    </message>
    <message>
        <source>N&amp;ew key…</source>
        <translation>新建密钥(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Unlock</source>
        <translation>解锁(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Keep</source>
        <translation>保存(&amp;K)</translation>
    </message>
    <message>
        <source>Upload</source>
        <translation>上传</translation>
    </message>
    <message>
        <source>No keychain service is running, so encryption key %1 is kept in memory only. When the console quits it is lost, and what you upload with it can no longer be decrypted. Keep it in a key file protected by a passphrase (or export it) first.</source>
        <translation>没有运行中的系统钥匙串服务，因此加密密钥 %1 仅保存在内存中。控制台退出后它将丢失，用它上传的内容将再也无法解密。请先将其保存到受口令保护的密钥文件中（或导出）。</translation>
    </message>
    <message>
        <source>Upload &amp;anyway</source>
        <translation>仍然上传(&amp;A)</translation>
    </message>
</context>
<context>
    <name>cd::StoragePage</name>
    <message>
        <source>Uploads</source>
        <translation>上传</translation>
    </message>
    <message>
        <source>&amp;Upload files…</source>
        <translation>上传文件(&amp;U)…</translation>
    </message>
    <message>
        <source>Upload f&amp;older…</source>
        <translation>上传文件夹(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>继续(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Cancel upload…</source>
        <translation>取消上传(&amp;C)…</translation>
    </message>
    <message>
        <source>Re&amp;try</source>
        <translation>重试(&amp;T)</translation>
    </message>
    <message>
        <source>Ctrl+U</source>
        <translation>Ctrl+U</translation>
    </message>
    <message>
        <source>Ctrl+Shift+U</source>
        <translation>Ctrl+Shift+U</translation>
    </message>
    <message>
        <source> MB/s</source>
        <translation> MB/s</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>不限速</translation>
    </message>
    <message>
        <source>Upload bandwidth limit</source>
        <translation>上传带宽限制</translation>
    </message>
    <message>
        <source>Upload queue</source>
        <translation>上传队列</translation>
    </message>
    <message>
        <source>Upload finished</source>
        <translation>上传完成</translation>
    </message>
    <message>
        <source>%1 is now dataset %2, encrypted with key %3.</source>
        <translation>%1 已上传为数据集 %2，使用密钥 %3 加密。</translation>
    </message>
    <message>
        <source>Upload failed</source>
        <translation>上传失败</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Connect to a platform first.</source>
        <translation>请先连接到平台。</translation>
    </message>
    <message>
        <source>Your role can look at datasets but not upload or delete them.</source>
        <translation>您的角色可以查看数据集，但无法上传或删除。</translation>
    </message>
    <message>
        <source>Waiting for the encryption key.</source>
        <translation>正在等待加密密钥。</translation>
    </message>
    <message>
        <source>Upload</source>
        <translation>上传</translation>
    </message>
    <message>
        <source>Upload files</source>
        <translation>上传文件</translation>
    </message>
    <message>
        <source>Upload a folder</source>
        <translation>上传文件夹</translation>
    </message>
    <message>
        <source>Cancel upload</source>
        <translation>取消上传</translation>
    </message>
    <message>
        <source>Cancel the upload of %1? What was sent is deleted from the platform; the file on this computer stays.</source>
        <translation>确定要取消上传 %1 吗？已上传的部分将从平台删除，此计算机上的文件会保留。</translation>
    </message>
    <message>
        <source>Clear fi&amp;nished</source>
        <translation>清除已完成(&amp;N)</translation>
    </message>
    <message>
        <source>Li&amp;mit:</source>
        <translation>限速(&amp;M)：</translation>
    </message>
    <message>
        <source>Choose a tenant to inspect first.</source>
        <translation>请先选择要查看的租户。</translation>
    </message>
    <message>
        <source>Unlock, import or make an encryption key first (see above).</source>
        <translation>请先解锁、导入或新建加密密钥（见上方）。</translation>
    </message>
    <message>
        <source>P&amp;ause</source>
        <translation>暂停(&amp;A)</translation>
    </message>
    <message>
        <source>Encrypt files on this computer and upload them (%1). You can also drop files and folders here.</source>
        <translation>在本机加密文件后上传（%1）。也可以将文件和文件夹拖放到此处。</translation>
    </message>
    <message>
        <source>Bundle a folder of code (tar + zstd, without .git and what .gitignore excludes), encrypt it and upload it (%1).</source>
        <translation>将代码文件夹打包（tar + zstd，不含 .git 及 .gitignore 排除的内容），加密后上传（%1）。</translation>
    </message>
    <message>
        <source>Connections per upload</source>
        <translation>每个上传的连接数</translation>
    </message>
    <message>
        <source>How many connections one upload may use at once. More fill a long or fast link (another continent, 1 Gbit/s and up); 1 sends one request at a time. Takes effect with the next upload to start.</source>
        <translation>一个上传可同时使用的连接数。更多连接能填满远距离或高速链路（跨洲、1 Gbit/s 及以上）；1 表示一次只发送一个请求。从下一个开始的上传起生效。</translation>
    </message>
    <message>
        <source>Files uploaded at once</source>
        <translation>同时上传的文件数</translation>
    </message>
    <message>
        <source>How many files upload at the same time; the others wait their turn in order. Applies at once.</source>
        <translation>同时上传多少个文件；其余文件按顺序等待。立即生效。</translation>
    </message>
    <message>
        <source>Connection&amp;s:</source>
        <translation>连接数(&amp;S)：</translation>
    </message>
    <message>
        <source>Files at once:</source>
        <translation>同时文件数：</translation>
    </message>
</context>
<context>
    <name>cd::StorageSession</name>
    <message>
        <source>The upload queue could not be opened: %1</source>
        <translation>无法打开上传队列：%1</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>未连接。</translation>
    </message>
    <message>
        <source>The demo&apos;s sample files could not be made: %1</source>
        <translation>无法生成演示的示例文件：%1</translation>
    </message>
    <message>
        <source>%1 was not uploaded: the encryption key is not saved anywhere yet. Keep it in a key file or export it first.</source>
        <translation>%1 未上传：加密密钥尚未保存在任何地方。请先将其保存到密钥文件或导出。</translation>
    </message>
    <message>
        <source>%1 decrypted and verified into %2.</source>
        <translation>%1 已解密并校验通过，保存至 %2。</translation>
    </message>
    <message>
        <source>%1 saved into %2. It is not encrypted, so nothing was verified.</source>
        <translation>%1 已保存到 %2。它未加密，因此未做任何校验。</translation>
    </message>
</context>
<context>
    <name>cd::SupportBanner</name>
    <message>
        <source>Support session</source>
        <translation>技术支持会话</translation>
    </message>
    <message>
        <source>Support session: choose a tenant to view.</source>
        <translation>技术支持会话：请选择要查看的租户。</translation>
    </message>
    <message>
        <source>Viewing %1 as support: read-only</source>
        <translation>正在以技术支持身份查看 %1：只读</translation>
    </message>
    <message>
        <source>Choose t&amp;enant…</source>
        <translation>选择租户(&amp;E)…</translation>
    </message>
    <message>
        <source>S&amp;witch tenant…</source>
        <translation>切换租户(&amp;W)…</translation>
    </message>
</context>
<context>
    <name>cd::SystemError</name>
    <message>
        <source>No such file or directory</source>
        <translation>没有这个文件或目录</translation>
    </message>
    <message>
        <source>Permission denied</source>
        <translation>权限不足</translation>
    </message>
    <message>
        <source>Operation not permitted</source>
        <translation>不允许的操作</translation>
    </message>
    <message>
        <source>No space left on device</source>
        <translation>设备上没有剩余空间</translation>
    </message>
    <message>
        <source>File too large</source>
        <translation>文件过大</translation>
    </message>
    <message>
        <source>Read-only file system</source>
        <translation>只读文件系统</translation>
    </message>
    <message>
        <source>Is a directory</source>
        <translation>这是一个目录</translation>
    </message>
    <message>
        <source>Not a directory</source>
        <translation>不是目录</translation>
    </message>
    <message>
        <source>Input/output error</source>
        <translation>输入/输出错误</translation>
    </message>
    <message>
        <source>Too many open files</source>
        <translation>打开的文件过多</translation>
    </message>
    <message>
        <source>File name too long</source>
        <translation>文件名过长</translation>
    </message>
    <message>
        <source>Too many levels of symbolic links</source>
        <translation>符号链接层数过多</translation>
    </message>
    <message>
        <source>File exists</source>
        <translation>文件已存在</translation>
    </message>
    <message>
        <source>Device or resource busy</source>
        <translation>设备或资源忙</translation>
    </message>
    <message>
        <source>Directory not empty</source>
        <translation>目录非空</translation>
    </message>
    <message>
        <source>Invalid cross-device link</source>
        <translation>无效的跨设备链接</translation>
    </message>
</context>
<context>
    <name>cd::TemplateYamlWriter</name>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>cd::TemplatesSession</name>
    <message>
        <source>Another template already has this name. Choose another name.</source>
        <translation>已有其他模板使用此名称。请选择其他名称。</translation>
    </message>
    <message>
        <source>Someone changed this template after it was loaded. The list was read again: save once more to replace their version.</source>
        <translation>此模板在加载后已被他人修改。列表已重新读取：请再次保存以替换其版本。</translation>
    </message>
    <message>
        <source>Your role can use templates but not save or delete them. Ask an owner or admin of your tenant for the member role.</source>
        <translation>您的角色可以使用模板，但不能保存或删除模板。请向租户的所有者或管理员申请成员角色。</translation>
    </message>
    <message>
        <source>The platform refused the template: %1</source>
        <translation>平台拒绝了该模板：%1</translation>
    </message>
</context>
<context>
    <name>cd::TenantKeyCustody</name>
    <message>
        <source>No keychain service is running. This tenant&apos;s key is kept in a key file on this computer: unlock it with its passphrase.</source>
        <translation>没有运行中的系统钥匙串服务。此租户的密钥保存在此计算机上的密钥文件中：请用其口令解锁。</translation>
    </message>
    <message>
        <source>No keychain service is running and this computer holds no key of this tenant. Import the key you used before (datasets encrypted with it stay readable), or make a new key.</source>
        <translation>没有运行中的系统钥匙串服务，且此计算机上没有此租户的密钥。请导入您之前使用的密钥（用它加密的数据集仍可读取），或新建密钥。</translation>
    </message>
    <message>
        <source>No key: %1</source>
        <translation>无可用密钥：%1</translation>
    </message>
    <message>
        <source>A new encryption key was made for this tenant and kept in the keychain. Export it (Storage → Keys) to use it on another computer.</source>
        <translation>已为此租户生成新的加密密钥，并保存在系统钥匙串中。如需在其他计算机上使用，请导出该密钥（存储 → 密钥）。</translation>
    </message>
    <message>
        <source>Kept in this computer&apos;s keychain.</source>
        <translation>已保存在本机的系统钥匙串中。</translation>
    </message>
    <message>
        <source>A demo key, kept in memory until the console quits.</source>
        <translation>演示密钥，仅保存在内存中，直到控制台退出。</translation>
    </message>
    <message>
        <source>No keychain service is running: kept in a key file protected by your passphrase, %1.</source>
        <translation>没有运行中的系统钥匙串服务：已保存在受您口令保护的密钥文件中，%1。</translation>
    </message>
    <message>
        <source>No keychain service is running: the key is in memory until the console quits. Keep its exported file: the next start asks for it.</source>
        <translation>没有运行中的系统钥匙串服务：密钥在控制台退出前保存在内存中。请保管好导出的文件：下次启动时会要求提供它。</translation>
    </message>
    <message>
        <source>Not saved: no keychain service is running, so this key is lost when the console quits, and every dataset encrypted with it becomes unreadable. Keep it in a key file or export it before you upload.</source>
        <translation>未保存：没有运行中的系统钥匙串服务，因此控制台退出时此密钥将丢失，用它加密的所有数据集都将无法读取。请在上传前将其保存到密钥文件或导出。</translation>
    </message>
    <message>
        <source>Key %1 is now this tenant&apos;s key.</source>
        <translation>密钥 %1 现已成为此租户的密钥。</translation>
    </message>
    <message>
        <source>There is no key to keep yet.</source>
        <translation>尚无可保存的密钥。</translation>
    </message>
    <message>
        <source>The key is kept in %1; the next start asks for its passphrase.</source>
        <translation>密钥已保存在 %1；下次启动时会要求输入其口令。</translation>
    </message>
    <message>
        <source>Key %1 is unlocked.</source>
        <translation>密钥 %1 已解锁。</translation>
    </message>
    <message>
        <source>There is no key to export yet.</source>
        <translation>暂无可导出的密钥。</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
</context>
<context>
    <name>cd::TenantKeyring</name>
    <message>
        <source>The system&apos;s random number generator failed; no key was made.</source>
        <translation>系统随机数生成器出错，未生成密钥。</translation>
    </message>
</context>
<context>
    <name>cd::TenantPickerDialog</name>
    <message>
        <source>Loading tenants…</source>
        <translation>正在加载租户…</translation>
    </message>
    <message>
        <source>View a tenant</source>
        <translation>查看租户</translation>
    </message>
    <message>
        <source>Choose the tenant to look at. You see its clusters, nodes, costs and health read-only; the tenant&apos;s owners see your visit in their audit log.</source>
        <translation>选择要查看的租户。您将以只读方式查看其集群、节点、费用和健康状况；该租户的所有者会在审计日志中看到您的访问。</translation>
    </message>
    <message>
        <source>Search by name or id</source>
        <translation>按名称或 ID 搜索</translation>
    </message>
    <message>
        <source>Search tenants</source>
        <translation>搜索租户</translation>
    </message>
    <message>
        <source>Tenants</source>
        <translation>租户</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>查看(&amp;V)</translation>
    </message>
    <message>
        <source>The tenants could not be listed: %1</source>
        <translation>无法列出租户：%1</translation>
    </message>
    <message>
        <source>%1  (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>No tenants.</source>
        <translation>没有租户。</translation>
    </message>
    <message>
        <source>%1 of %2 tenants</source>
        <translation>%1 / %2 个租户</translation>
    </message>
</context>
<context>
    <name>cd::TerminateClusterDialog</name>
    <message>
        <source>Terminate %1</source>
        <translation>终止 %1</translation>
    </message>
    <message>
        <source>Terminating releases every node of &lt;b&gt;%1&lt;/b&gt; and erases their local disks. This cannot be undone.&lt;br&gt;&lt;br&gt;Type the cluster&apos;s name to confirm:</source>
        <translation>终止将释放 &lt;b&gt;%1&lt;/b&gt; 的所有节点并清除其本地磁盘数据。此操作无法撤销。&lt;br&gt;&lt;br&gt;请输入集群名称以确认：</translation>
    </message>
    <message>
        <source>Cluster name to confirm</source>
        <translation>用于确认的集群名称</translation>
    </message>
    <message>
        <source>&amp;Terminate</source>
        <translation>终止(&amp;T)</translation>
    </message>
</context>
<context>
    <name>cd::TimeSeriesChart</name>
    <message>
        <source>Range: %1 – %2</source>
        <translation>范围：%1 – %2</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… 另有 %n 条</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>no data</source>
        <translation>无数据</translation>
    </message>
</context>
<context>
    <name>cd::TrayMenu</name>
    <message>
        <source>&amp;Show ClusterDesk</source>
        <translation>显示 ClusterDesk(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Pause uploads</source>
        <translation>暂停上传(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Resume uploads</source>
        <translation>继续上传(&amp;R)</translation>
    </message>
</context>
<context>
    <name>cd::UploadEngine</name>
    <message>
        <source>%1 does not exist or cannot be read.</source>
        <translation>%1 不存在或无法读取。</translation>
    </message>
    <message>
        <source>%1 is neither a file nor a folder.</source>
        <translation>%1 既不是文件也不是文件夹。</translation>
    </message>
    <message>
        <source>Connect to a platform first.</source>
        <translation>请先连接到平台。</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>已取消</translation>
    </message>
</context>
<context>
    <name>cd::UploadQueueModel</name>
    <message numerus="yes">
        <source>%n s</source>
        <translation>
            <numerusform>%n 秒</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 分钟 %2 秒</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 小时 %2 分钟</translation>
    </message>
    <message>
        <source>Waiting to retry (%1 s): %2</source>
        <translation>等待重试（%1 秒）：%2</translation>
    </message>
    <message>
        <source>Queued</source>
        <translation>排队中</translation>
    </message>
    <message>
        <source>Bundling the folder</source>
        <translation>正在打包文件夹</translation>
    </message>
    <message>
        <source>Encrypting and uploading</source>
        <translation>正在加密并上传</translation>
    </message>
    <message>
        <source>Checking the platform&apos;s copy</source>
        <translation>正在校验平台端副本</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <source>Done: dataset %1</source>
        <translation>已完成：数据集 %1</translation>
    </message>
    <message numerus="yes">
        <source>Done: dataset %1 (%n item(s) left out of the bundle)</source>
        <translation>
            <numerusform>已完成：数据集 %1（%n 项未纳入打包）</numerusform>
        </translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>Left out of the bundle:</source>
        <translation>未纳入打包的项：</translation>
    </message>
    <message numerus="yes">
        <source>
… and %n more</source>
        <translation>
            <numerusform>
… 另有 %n 项</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (folder)</source>
        <translation>%1（文件夹）</translation>
    </message>
    <message>
        <source>%1/s</source>
        <translation>%1/s</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>进度</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>剩余时间</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>%1 of %2 done · %3 of %4</source>
        <translation>已完成 %1/%2 项 · 已上传 %3/%4</translation>
    </message>
    <message>
        <source> · about %1 left</source>
        <translation> · 剩余约 %1</translation>
    </message>
</context>
<context>
    <name>cd::WelcomePage</name>
    <message>
        <source>Welcome to ClusterDesk</source>
        <translation>欢迎使用 ClusterDesk</translation>
    </message>
    <message>
        <source>Compare GPU offerings, launch and watch clusters, and follow what they cost. Connect to your platform, or look around a simulated one first: the demo needs no account and no network.</source>
        <translation>比较 GPU 配置，启动并监控集群，随时掌握费用。您可以连接到自己的平台，也可以先体验模拟平台：演示无需账号，也无需网络。</translation>
    </message>
    <message>
        <source>Try the offline &amp;demo</source>
        <translation>试用离线演示(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Connect to a platform…</source>
        <translation>连接到平台(&amp;C)…</translation>
    </message>
</context>
<context>
    <name>cd::WorkloadSession</name>
    <message>
        <source>This cluster runs no workload to restart.</source>
        <translation>此集群没有可重新启动的工作负载。</translation>
    </message>
    <message>
        <source>The workload restarts only while the cluster is running.</source>
        <translation>只有在集群运行时才能重新启动工作负载。</translation>
    </message>
    <message>
        <source>The cluster changed meanwhile; look again, then restart.</source>
        <translation>集群在此期间已更改；请重新查看，然后再重新启动。</translation>
    </message>
</context>
<context>
    <name>cd::WorkloadView</name>
    <message>
        <source>Why it failed</source>
        <translation>失败原因</translation>
    </message>
    <message>
        <source>Re&amp;start workload</source>
        <translation>重新启动工作负载(&amp;S)</translation>
    </message>
    <message>
        <source>Training progress</source>
        <translation>训练进度</translation>
    </message>
    <message>
        <source>The last lines of the log</source>
        <translation>日志的最后几行</translation>
    </message>
    <message>
        <source>Checkpoints</source>
        <translation>检查点</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Start the workload again from its last checkpoint.</source>
        <translation>从上一个检查点重新启动工作负载。</translation>
    </message>
    <message>
        <source>Open the launch form filled with everything this cluster was launched with.</source>
        <translation>打开启动表单，并填入此集群启动时使用的全部设置。</translation>
    </message>
    <message>
        <source>Open the launch form filled from this cluster, with a new name to give.</source>
        <translation>打开根据此集群填写的启动表单，需指定新名称。</translation>
    </message>
    <message>
        <source>Checkpoints:</source>
        <translation>检查点：</translation>
    </message>
    <message>
        <source>The workload restarts from step %1.</source>
        <translation>工作负载将从第 %1 步重新启动。</translation>
    </message>
    <message>
        <source>No workload: an interactive cluster, reached over SSH.</source>
        <translation>无工作负载：交互式集群，通过 SSH 访问。</translation>
    </message>
    <message>
        <source>Select a cluster to see its workload.</source>
        <translation>选择一个集群以查看其工作负载。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 (exit code %2)</source>
        <translation>%1（退出码 %2）</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>第 %1 步，共 %2 步</translation>
    </message>
    <message>
        <source>Throughput: %1 tokens/s</source>
        <translation>吞吐量：%1 tokens/s</translation>
    </message>
    <message>
        <source>Loss: %1</source>
        <translation>损失：%1</translation>
    </message>
    <message>
        <source>Started: %1</source>
        <translation>开始时间：%1</translation>
    </message>
    <message>
        <source>Ended: %1</source>
        <translation>结束时间：%1</translation>
    </message>
    <message>
        <source>Restarts: %1</source>
        <translation>重新启动次数：%1</translation>
    </message>
    <message>
        <source>Last checkpoint: %1</source>
        <translation>上一个检查点：%1</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>第 %1 步</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>尚无</translation>
    </message>
    <message>
        <source>On node failure: %1</source>
        <translation>节点故障时：%1</translation>
    </message>
    <message>
        <source>Image: %1</source>
        <translation>镜像：%1</translation>
    </message>
    <message>
        <source>Command: %1</source>
        <translation>命令：%1</translation>
    </message>
    <message>
        <source>Platform: %1</source>
        <translation>平台：%1</translation>
    </message>
    <message>
        <source>No checkpoints yet.</source>
        <translation>尚无检查点。</translation>
    </message>
    <message>
        <source>rank %1</source>
        <translation>rank %1</translation>
    </message>
    <message>
        <source>Restart the workload?</source>
        <translation>重新启动工作负载？</translation>
    </message>
    <message>
        <source>Restart the workload of %1 from its last checkpoint? Work since that checkpoint is done again.</source>
        <translation>要从上一个检查点重新启动 %1 的工作负载吗？该检查点之后的工作将重新执行。</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>重新启动(&amp;R)</translation>
    </message>
    <message>
        <source>Restarting the workload…</source>
        <translation>正在重新启动工作负载…</translation>
    </message>
    <message>
        <source>R&amp;un again</source>
        <translation>再次运行(&amp;U)</translation>
    </message>
    <message>
        <source>Clon&amp;e…</source>
        <translation>克隆(&amp;E)…</translation>
    </message>
</context>
<context>
    <name>cd::crypto::OpenSshPublicKey</name>
    <message>
        <source>Paste a public key: a line that starts with its type, such as ssh-ed25519.</source>
        <translation>请粘贴公钥：以其类型开头的一行，例如 ssh-ed25519。</translation>
    </message>
    <message>
        <source>This is a private key: never share it. Paste the public key instead, the contents of the file that ends in .pub.</source>
        <translation>这是私钥：切勿分享。请改为粘贴公钥，即以 .pub 结尾的文件的内容。</translation>
    </message>
    <message>
        <source>This holds more than one line. Add one public key at a time.</source>
        <translation>此内容包含多行。请一次添加一个公钥。</translation>
    </message>
    <message>
        <source>This is not an OpenSSH public key. It should read &quot;&lt;type&gt; &lt;key&gt; [comment]&quot;, like the contents of a .pub file.</source>
        <translation>这不是 OpenSSH 公钥。其格式应为“&lt;type&gt; &lt;key&gt; [comment]”，与 .pub 文件的内容相同。</translation>
    </message>
    <message>
        <source>The key is damaged: its second part is not valid base64. Copy the whole line again.</source>
        <translation>密钥已损坏：其第二部分不是有效的 base64。请重新复制整行。</translation>
    </message>
    <message>
        <source>The key is damaged: its data does not match its type (%1). Copy the whole line again.</source>
        <translation>密钥已损坏：其数据与其类型（%1）不匹配。请重新复制整行。</translation>
    </message>
    <message>
        <source>DSA keys are not accepted. Use an ed25519 key (ssh-keygen -t ed25519).</source>
        <translation>不接受 DSA 密钥。请使用 ed25519 密钥（ssh-keygen -t ed25519）。</translation>
    </message>
    <message>
        <source>Keys of type %1 are not accepted. Use ed25519, ECDSA or RSA of at least 3072 bits.</source>
        <translation>不接受 %1 类型的密钥。请使用 ed25519、ECDSA 或至少 3072 位的 RSA。</translation>
    </message>
    <message>
        <source>RSA keys need at least 3072 bits; this one has %1.</source>
        <translation>RSA 密钥至少需要 3072 位；此密钥只有 %1 位。</translation>
    </message>
</context>
<context>
    <name>cdctl</name>
    <message numerus="yes">
        <source>%n cost line(s) written to %1.</source>
        <translation>
            <numerusform>已将 %n 条费用明细写入 %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>Group</source>
        <translation>分组</translation>
    </message>
    <message>
        <source>Billed</source>
        <translation>实际计费</translation>
    </message>
    <message>
        <source>Effective</source>
        <translation>实际费用</translation>
    </message>
    <message>
        <source>List</source>
        <translation>标价费用</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>明细行数</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Scope</source>
        <translation>范围</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>金额</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>月份</translation>
    </message>
    <message>
        <source>Usage</source>
        <translation>用量</translation>
    </message>
    <message>
        <source>Credits</source>
        <translation>抵扣</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Series</source>
        <translation>序列</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>人员</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>角色</translation>
    </message>
    <message>
        <source>Resource</source>
        <translation>资源</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Costs of a month or range, totalled like the Billing page</source>
        <translation>某月或某时间段的费用，按与“计费”页面相同的方式汇总</translation>
    </message>
    <message>
        <source>a calendar month (default: this one)</source>
        <translation>一个自然月（默认：本月）</translation>
    </message>
    <message>
        <source>first day of the range</source>
        <translation>时间段的第一天</translation>
    </message>
    <message>
        <source>the day after the range</source>
        <translation>时间段结束后的第一天</translation>
    </message>
    <message>
        <source>cluster (default), model, stage or region</source>
        <translation>cluster（默认）、model、stage 或 region</translation>
    </message>
    <message>
        <source>write every cost line as FOCUS 1.2 CSV</source>
        <translation>将每条费用明细写为 FOCUS 1.2 CSV</translation>
    </message>
    <message>
        <source>List the tenant&apos;s budgets</source>
        <translation>列出租户的预算</translation>
    </message>
    <message>
        <source>List the monthly invoices, newest first</source>
        <translation>列出月度发票，最新的在前</translation>
    </message>
    <message>
        <source>USD (default) or CNY</source>
        <translation>USD（默认）或 CNY</translation>
    </message>
    <message>
        <source>Query a cluster&apos;s GPU metrics (PromQL) over a time range</source>
        <translation>查询集群在某时间范围内的 GPU 指标（PromQL）</translation>
    </message>
    <message>
        <source>the query, e.g. avg by (node) (DCGM_FI_DEV_GPU_UTIL)</source>
        <translation>查询语句，例如 avg by (node) (DCGM_FI_DEV_GPU_UTIL)</translation>
    </message>
    <message>
        <source>how far back from now (default 1h)</source>
        <translation>从现在往前回溯多久（默认 1h）</translation>
    </message>
    <message>
        <source>time between points (default 60s)</source>
        <translation>数据点之间的间隔（默认 60s）</translation>
    </message>
    <message>
        <source>Read the tenant&apos;s audit log, newest first</source>
        <translation>读取租户的审计日志，最新的在前</translation>
    </message>
    <message>
        <source>a date, a time or a duration back from now (24h, 7d)</source>
        <translation>日期、时间或从现在往前回溯的时长（24h、7d）</translation>
    </message>
    <message>
        <source>only what support staff did</source>
        <translation>仅显示支持人员的操作</translation>
    </message>
    <message>
        <source>%1 needs a whole number from %2 to %3, not &quot;%4&quot;.</source>
        <translation>%1 需要 %2 到 %3 之间的整数，而不是“%4”。</translation>
    </message>
    <message>
        <source>%1 needs a number, not &quot;%2&quot;.</source>
        <translation>%1 需要一个数字，而不是“%2”。</translation>
    </message>
    <message>
        <source>%1 could not be deleted.</source>
        <translation>无法删除 %1。</translation>
    </message>
    <message>
        <source>wait until it is done, printing each state</source>
        <translation>等待其完成，并打印每个状态</translation>
    </message>
    <message>
        <source>Launch a cluster from a template file or from options</source>
        <translation>根据模板文件或选项启动集群</translation>
    </message>
    <message>
        <source>a launch template (docs/templates.md)</source>
        <translation>启动模板（docs/templates.md）</translation>
    </message>
    <message>
        <source>the cluster&apos;s name</source>
        <translation>集群名称</translation>
    </message>
    <message>
        <source>the offering of its nodes</source>
        <translation>其节点的 GPU 配置</translation>
    </message>
    <message>
        <source>how many nodes (default 1)</source>
        <translation>节点数量（默认 1）</translation>
    </message>
    <message>
        <source>framework image (default: the offering&apos;s first)</source>
        <translation>框架镜像（默认：该 GPU 配置的第一个）</translation>
    </message>
    <message>
        <source>preprocess, pretrain, finetune, inference or eval</source>
        <translation>preprocess、pretrain、finetune、inference 或 eval</translation>
    </message>
    <message>
        <source>a workload command to run on every node</source>
        <translation>在每个节点上运行的工作负载命令</translation>
    </message>
    <message>
        <source>Change how many nodes a pool of a cluster has</source>
        <translation>更改集群中某个节点池的节点数</translation>
    </message>
    <message>
        <source>the pool&apos;s new node count</source>
        <translation>节点池的新节点数</translation>
    </message>
    <message>
        <source>the pool&apos;s id or name (needed when there are several)</source>
        <translation>节点池的 ID 或名称（有多个节点池时必填）</translation>
    </message>
    <message>
        <source>Stop a cluster: its GPUs stop costing, its disks stay</source>
        <translation>停止集群：其 GPU 不再产生费用，磁盘保留</translation>
    </message>
    <message>
        <source>Start a stopped cluster again</source>
        <translation>重新启动已停止的集群</translation>
    </message>
    <message>
        <source>Terminate a cluster: its nodes and local disks are deleted</source>
        <translation>终止集群：其节点和本地磁盘将被删除</translation>
    </message>
    <message>
        <source>do not ask first (needed without a terminal)</source>
        <translation>不先询问（没有终端时必须使用）</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数量</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>Per hour</source>
        <translation>每小时费用</translation>
    </message>
    <message>
        <source>Cost so far</source>
        <translation>累计费用</translation>
    </message>
    <message>
        <source>List, launch, resize, stop, start and terminate GPU clusters</source>
        <translation>列出、启动、调整规模、停止、开启和终止 GPU 集群</translation>
    </message>
    <message>
        <source>List the tenant&apos;s clusters</source>
        <translation>列出租户的集群</translation>
    </message>
    <message>
        <source>include terminated clusters</source>
        <translation>包括已终止的集群</translation>
    </message>
    <message>
        <source>Show one cluster, named by its id or name</source>
        <translation>显示一个集群，按其 ID 或名称指定</translation>
    </message>
    <message>
        <source>Unknown option %1; see %2.</source>
        <translation>未知选项 %1；请参阅 %2。</translation>
    </message>
    <message>
        <source>%1 needs a value (%2); see %3.</source>
        <translation>%1 需要一个值（%2）；请参阅 %3。</translation>
    </message>
    <message>
        <source>%1 takes no value; see %2.</source>
        <translation>%1 不接受值；请参阅 %2。</translation>
    </message>
    <message>
        <source>-o takes table, json, yaml or csv, not &quot;%1&quot;.</source>
        <translation>-o 只接受 table、json、yaml 或 csv，而不是“%1”。</translation>
    </message>
    <message>
        <source>Unknown command &quot;%1&quot;; see %2.</source>
        <translation>未知命令“%1”；请参阅 %2。</translation>
    </message>
    <message>
        <source>Which command? See %1.</source>
        <translation>要执行哪个命令？请参阅 %1。</translation>
    </message>
    <message>
        <source>Missing argument: the usage is &quot;cdctl %1&quot;; see %2.</source>
        <translation>缺少参数：用法为 &quot;cdctl %1&quot;；请参阅 %2。</translation>
    </message>
    <message>
        <source>Unexpected argument &quot;%1&quot;; see %2.</source>
        <translation>意外的参数“%1”；请参阅 %2。</translation>
    </message>
    <message>
        <source>This command takes nothing after &quot;--&quot;; see %1.</source>
        <translation>此命令在 &quot;--&quot; 之后不接受任何内容；请参阅 %1。</translation>
    </message>
    <message>
        <source>cdctl completion takes bash, zsh, fish or powershell, not &quot;%1&quot;.</source>
        <translation>cdctl completion 只接受 bash、zsh、fish 或 powershell，而不是“%1”。</translation>
    </message>
    <message>
        <source>Print a completion script for bash, zsh, fish or PowerShell</source>
        <translation>打印适用于 bash、zsh、fish 或 PowerShell 的补全脚本</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Encryption</source>
        <translation>加密</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>创建时间</translation>
    </message>
    <message>
        <source>Upload files or folders as encrypted datasets (resumable)</source>
        <translation>将文件或文件夹上传为加密数据集（可断点续传）</translation>
    </message>
    <message>
        <source>the dataset&apos;s name (default: the file&apos;s)</source>
        <translation>数据集名称（默认：文件名）</translation>
    </message>
    <message>
        <source>at most this many bytes per second (500k, 20M)</source>
        <translation>每秒最多传输的字节数（500k、20M）</translation>
    </message>
    <message>
        <source>the key file&apos;s passphrase, where no keychain runs</source>
        <translation>密钥文件的口令（在没有运行钥匙串的环境中使用）</translation>
    </message>
    <message>
        <source>Download a dataset and decrypt it, checking every segment</source>
        <translation>下载数据集并解密，校验每个分段</translation>
    </message>
    <message>
        <source>where to write it (default: its file name, here)</source>
        <translation>写入位置（默认：当前目录下的原文件名）</translation>
    </message>
    <message>
        <source>replace the file if it exists</source>
        <translation>如果文件已存在则替换</translation>
    </message>
    <message>
        <source>List and delete the tenant&apos;s datasets</source>
        <translation>列出和删除租户的数据集</translation>
    </message>
    <message>
        <source>List the datasets</source>
        <translation>列出数据集</translation>
    </message>
    <message>
        <source>Delete a dataset (asks first)</source>
        <translation>删除数据集（会先询问）</translation>
    </message>
    <message>
        <source>go ahead without asking</source>
        <translation>不询问直接执行</translation>
    </message>
    <message>
        <source>The offline demo starts over with the next command.</source>
        <translation>离线演示将在下一条命令时重新开始。</translation>
    </message>
    <message>
        <source>The offline demo platform (--demo)</source>
        <translation>离线演示平台（--demo）</translation>
    </message>
    <message>
        <source>Start the offline demo over: its clusters and datasets as they first were</source>
        <translation>重新开始离线演示：其集群和数据集恢复到初始状态</translation>
    </message>
    <message>
        <source>the connection profile to use (default: the one used last)</source>
        <translation>要使用的连接配置（默认：上次使用的）</translation>
    </message>
    <message>
        <source>use the offline demo platform: no network, no key</source>
        <translation>使用离线演示平台：无需网络，无需密钥</translation>
    </message>
    <message>
        <source>output as table (the default), json, yaml or csv</source>
        <translation>输出格式：table（默认）、json、yaml 或 csv</translation>
    </message>
    <message>
        <source>read the API key from FILE (readable by its owner only)</source>
        <translation>从 FILE 读取 API 密钥（仅限其所有者可读）</translation>
    </message>
    <message>
        <source>language of messages: en or zh_CN (default: the locale&apos;s)</source>
        <translation>消息语言：en 或 zh_CN（默认：跟随区域设置）</translation>
    </message>
    <message>
        <source>no colours, even on a terminal</source>
        <translation>不使用颜色，即使在终端中</translation>
    </message>
    <message>
        <source>show help for cdctl or a command</source>
        <translation>显示 cdctl 或某个命令的帮助</translation>
    </message>
    <message>
        <source>show cdctl&apos;s version</source>
        <translation>显示 cdctl 的版本</translation>
    </message>
    <message>
        <source>read the passphrase from FILE&apos;s first line</source>
        <translation>从 FILE 的第一行读取口令</translation>
    </message>
    <message>
        <source>The tenant&apos;s encryption key: export, import, fingerprint</source>
        <translation>租户的加密密钥：导出、导入、指纹</translation>
    </message>
    <message>
        <source>Write the key to a file protected by a passphrase</source>
        <translation>将密钥写入受口令保护的文件</translation>
    </message>
    <message>
        <source>Make an exported key this tenant&apos;s key on this computer</source>
        <translation>将导出的密钥设为此租户在本计算机上的密钥</translation>
    </message>
    <message>
        <source>Show the fingerprint of the key, or of a key file</source>
        <translation>显示该密钥或某个密钥文件的指纹</translation>
    </message>
    <message>
        <source>Make a new key for this tenant on this computer</source>
        <translation>在本计算机上为此租户生成新密钥</translation>
    </message>
    <message>
        <source>even when the tenant has a key here</source>
        <translation>即使该租户在此已有密钥</translation>
    </message>
    <message>
        <source>The key file %1 does not exist.</source>
        <translation>密钥文件 %1 不存在。</translation>
    </message>
    <message>
        <source>The key file %1 can be read by other users; make it private with &quot;chmod 600 %1&quot;.</source>
        <translation>密钥文件 %1 可被其他用户读取；请使用 &quot;chmod 600 %1&quot; 将其设为私有。</translation>
    </message>
    <message>
        <source>The key file %1 could not be read: %2.</source>
        <translation>无法读取密钥文件 %1：%2。</translation>
    </message>
    <message>
        <source>The key file %1 is empty.</source>
        <translation>密钥文件 %1 为空。</translation>
    </message>
    <message>
        <source>Show what a cluster&apos;s workload printed; -f follows it</source>
        <translation>显示集群工作负载的输出；-f 持续跟踪</translation>
    </message>
    <message>
        <source>follow new lines until Ctrl+C</source>
        <translation>持续跟踪新行，直到按下 Ctrl+C</translation>
    </message>
    <message>
        <source>only this node&apos;s lines (its id)</source>
        <translation>仅显示此节点的行（节点 ID）</translation>
    </message>
    <message>
        <source>only this global rank&apos;s lines</source>
        <translation>仅显示此全局 rank 的行</translation>
    </message>
    <message>
        <source>the lowest level shown: debug, info, warning, error</source>
        <translation>显示的最低级别：debug、info、warning、error</translation>
    </message>
    <message>
        <source>lines from this time on (ISO 8601)</source>
        <translation>从此时间起的行（ISO 8601）</translation>
    </message>
    <message>
        <source>the last N lines (default 100)</source>
        <translation>最后 N 行（默认 100）</translation>
    </message>
    <message>
        <source>Open a shell on a node over SSH, or run a command there</source>
        <translation>通过 SSH 在节点上打开 shell，或在其上运行命令</translation>
    </message>
    <message>
        <source>Reach a port of a node from this computer until Ctrl+C</source>
        <translation>从本计算机访问节点的端口，直到按下 Ctrl+C</translation>
    </message>
    <message>
        <source>GPU model, or part of it (H100, MI300X)</source>
        <translation>GPU 型号或其一部分（H100、MI300X）</translation>
    </message>
    <message>
        <source>GPU vendor (NVIDIA, AMD, Huawei)</source>
        <translation>GPU 厂商（NVIDIA、AMD、Huawei）</translation>
    </message>
    <message>
        <source>region id (cn-north-1)</source>
        <translation>区域 ID（cn-north-1）</translation>
    </message>
    <message>
        <source>least memory per GPU, in GB</source>
        <translation>每个 GPU 的最小显存（GB）</translation>
    </message>
    <message>
        <source>GPUs in each node</source>
        <translation>每个节点的 GPU 数</translation>
    </message>
    <message>
        <source>link between GPUs or nodes (NVLink, InfiniBand)</source>
        <translation>GPU 或节点之间的互连（NVLink、InfiniBand）</translation>
    </message>
    <message>
        <source>highest price per GPU-hour</source>
        <translation>每 GPU 小时的最高价格</translation>
    </message>
    <message>
        <source>only offerings with a node free now</source>
        <translation>仅显示当前有空闲节点的 GPU 配置</translation>
    </message>
    <message>
        <source>hourly (default), daily, monthly, yearly or tflops_hour</source>
        <translation>hourly（默认）、daily、monthly、yearly 或 tflops_hour</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GB/GPU</source>
        <translation>GB/GPU</translation>
    </message>
    <message>
        <source>Price/GPU-h</source>
        <translation>价格/GPU 小时</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>空闲</translation>
    </message>
    <message>
        <source>Offering</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>适合</translation>
    </message>
    <message>
        <source>price (default), gpu_model, gpu_memory_gb, gpus_per_node, region, available_nodes or bf16_tflops; -KEY descending</source>
        <translation>price（默认）、gpu_model、gpu_memory_gb、gpus_per_node、region、available_nodes 或 bf16_tflops；-KEY 表示降序</translation>
    </message>
    <message>
        <source>List the GPU offerings, filtered and sorted like the console&apos;s Offerings page</source>
        <translation>列出 GPU 配置，筛选和排序方式与控制台的“GPU 配置”页面相同</translation>
    </message>
    <message>
        <source>the model&apos;s parameters, in billions</source>
        <translation>模型参数量（单位：十亿）</translation>
    </message>
    <message>
        <source>pretraining, full_fine_tune (default), lora_fine_tune or inference</source>
        <translation>pretraining、full_fine_tune（默认）、lora_fine_tune 或 inference</translation>
    </message>
    <message>
        <source>fp32, bf16 (default) or fp8</source>
        <translation>fp32、bf16（默认）或 fp8</translation>
    </message>
    <message>
        <source>tokens to train on, in billions</source>
        <translation>训练的 token 数（单位：十亿）</translation>
    </message>
    <message>
        <source>finish within this many hours</source>
        <translation>在此小时数内完成</translation>
    </message>
    <message>
        <source>spend at most this much on the run</source>
        <translation>本次运行的最高费用</translation>
    </message>
    <message>
        <source>use at most this many nodes (default 64)</source>
        <translation>最多使用的节点数（默认 64）</translation>
    </message>
    <message>
        <source>show the best N options (default 10)</source>
        <translation>显示最佳的 N 个方案（默认 10）</translation>
    </message>
    <message>
        <source>Recommend offerings and node counts for a model (the size advisor)</source>
        <translation>为模型推荐 GPU 配置和节点数（规模顾问）</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>默认</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Key file</source>
        <translation>密钥文件</translation>
    </message>
    <message>
        <source>Create or update a connection profile, shared with the console</source>
        <translation>创建或更新连接配置（与控制台共享）</translation>
    </message>
    <message>
        <source>the platform&apos;s address</source>
        <translation>平台地址</translation>
    </message>
    <message>
        <source>PEM file of the CA that signed the platform&apos;s certificate</source>
        <translation>签发平台证书的 CA 的 PEM 文件</translation>
    </message>
    <message>
        <source>allow plain http:// to another computer</source>
        <translation>允许以明文 http:// 连接到其他计算机</translation>
    </message>
    <message>
        <source>  cdctl login --url https://api.example.com          (the key is asked for, not echoed)
  echo &quot;$KEY&quot; | cdctl login --profile ci --url https://api.example.com
  cdctl login --url http://127.0.0.1:8080 --key-file ~/.config/cdk.key</source>
        <translation>  cdctl login --url https://api.example.com          （会询问密钥，输入不回显）
  echo &quot;$KEY&quot; | cdctl login --profile ci --url https://api.example.com
  cdctl login --url http://127.0.0.1:8080 --key-file ~/.config/cdk.key</translation>
    </message>
    <message>
        <source>List the connection profiles; * marks the default</source>
        <translation>列出连接配置；* 标记默认配置</translation>
    </message>
    <message>
        <source>Prefix</source>
        <translation>前缀</translation>
    </message>
    <message>
        <source>Member</source>
        <translation>成员</translation>
    </message>
    <message>
        <source>Created by</source>
        <translation>创建者</translation>
    </message>
    <message>
        <source>Last used</source>
        <translation>上次使用</translation>
    </message>
    <message>
        <source>Expires</source>
        <translation>到期时间</translation>
    </message>
    <message>
        <source>Email</source>
        <translation>电子邮件</translation>
    </message>
    <message>
        <source>Invited by</source>
        <translation>邀请者</translation>
    </message>
    <message>
        <source>Last seen</source>
        <translation>上次活动</translation>
    </message>
    <message>
        <source>List, create and revoke the tenant&apos;s API keys</source>
        <translation>列出、创建和吊销租户的 API 密钥</translation>
    </message>
    <message>
        <source>List the API keys that are not revoked</source>
        <translation>列出未吊销的 API 密钥</translation>
    </message>
    <message>
        <source>Create an API key and print it (the only time it is shown)</source>
        <translation>创建 API 密钥并打印（仅显示这一次）</translation>
    </message>
    <message>
        <source>owner, admin, member (default), viewer or billing</source>
        <translation>owner、admin、member（默认）、viewer 或 billing</translation>
    </message>
    <message>
        <source>when it stops working (default: never)</source>
        <translation>失效时间（默认：永不失效）</translation>
    </message>
    <message>
        <source>whose key it is (default: yours)</source>
        <translation>密钥归属者（默认：你自己）</translation>
    </message>
    <message>
        <source>Revoke an API key at once</source>
        <translation>立即吊销 API 密钥</translation>
    </message>
    <message>
        <source>List, invite, change and remove the tenant&apos;s members</source>
        <translation>列出、邀请、更改和移除租户的成员</translation>
    </message>
    <message>
        <source>List the active and invited members</source>
        <translation>列出活跃成员和已邀请的成员</translation>
    </message>
    <message>
        <source>Invite someone by email</source>
        <translation>通过电子邮件邀请他人</translation>
    </message>
    <message>
        <source>the person&apos;s name</source>
        <translation>此人的姓名</translation>
    </message>
    <message>
        <source>Give a member another role</source>
        <translation>更改成员的角色</translation>
    </message>
    <message>
        <source>Remove a member, revoking their API keys</source>
        <translation>移除成员，并吊销其 API 密钥</translation>
    </message>
    <message>
        <source>Give either --month or --from and --to, not both.</source>
        <translation>请给出 --month，或者给出 --from 和 --to，不能同时给出。</translation>
    </message>
    <message>
        <source>--month takes a month such as 2026-11.</source>
        <translation>--month 需要一个月份，例如 2026-11。</translation>
    </message>
    <message>
        <source>--from and --to take dates such as 2026-11-01, both of them.</source>
        <translation>--from 和 --to 都需要日期，例如 2026-11-01，两者都要给出。</translation>
    </message>
    <message>
        <source>--to must come after --from.</source>
        <translation>--to 必须晚于 --from。</translation>
    </message>
    <message>
        <source>%1 could not be written.</source>
        <translation>无法写入 %1。</translation>
    </message>
    <message>
        <source>--group-by takes cluster, model, stage or region.</source>
        <translation>--group-by 的取值为 cluster、model、stage 或 region。</translation>
    </message>
    <message>
        <source>--range and --step take durations such as 90s, 15m, 1h or 7d.</source>
        <translation>--range 和 --step 需要时长，例如 90s、15m、1h 或 7d。</translation>
    </message>
    <message>
        <source>--since takes a date, a time or a duration such as 24h or 7d.</source>
        <translation>--since 需要日期、时间或时长，例如 24h 或 7d。</translation>
    </message>
    <message>
        <source>  cdctl costs --month 2026-11 --group-by model -o csv
  cdctl costs --from 2026-11-01 --to 2026-12-01 --focus-csv november.csv</source>
        <translation>  cdctl costs --month 2026-11 --group-by model -o csv
  cdctl costs --from 2026-11-01 --to 2026-12-01 --focus-csv november.csv</translation>
    </message>
    <message>
        <source>  cdctl metrics train-7b --query &apos;avg by (node) (DCGM_FI_DEV_GPU_UTIL)&apos; --range 6h -o json</source>
        <translation>  cdctl metrics train-7b --query &apos;avg by (node) (DCGM_FI_DEV_GPU_UTIL)&apos; --range 6h -o json</translation>
    </message>
    <message>
        <source>cdctl metrics needs --query PROMQL; see cdctl metrics --help.</source>
        <translation>cdctl metrics 需要 --query PROMQL；请参阅 cdctl metrics --help。</translation>
    </message>
    <message>
        <source>This cannot be undone, and there is no terminal to ask on: add --yes to go ahead.</source>
        <translation>此操作无法撤销，且没有可用于询问的终端：请添加 --yes 以继续。</translation>
    </message>
    <message>
        <source>y</source>
        <translation>y</translation>
    </message>
    <message>
        <source>The passphrase file %1 cannot be read.</source>
        <translation>无法读取口令文件 %1。</translation>
    </message>
    <message>
        <source>The passphrase file %1 is empty.</source>
        <translation>口令文件 %1 为空。</translation>
    </message>
    <message>
        <source>A passphrase is needed and there is no terminal to ask on: give --passphrase-file FILE.</source>
        <translation>需要口令，但没有可用于询问的终端：请给出 --passphrase-file FILE。</translation>
    </message>
    <message>
        <source>The passphrase cannot be empty.</source>
        <translation>口令不能为空。</translation>
    </message>
    <message>
        <source>The same passphrase again:</source>
        <translation>再次输入相同的口令：</translation>
    </message>
    <message>
        <source>The two passphrases differ.</source>
        <translation>两次输入的口令不一致。</translation>
    </message>
    <message>
        <source>The platform did not accept the API key.</source>
        <translation>平台未接受该 API 密钥。</translation>
    </message>
    <message>
        <source>No connection profile yet: create one with &quot;cdctl login --url URL&quot;, or try --demo.</source>
        <translation>尚无连接配置：请用 &quot;cdctl login --url URL&quot; 创建一个，或试试 --demo。</translation>
    </message>
    <message>
        <source>There is no profile &quot;%1&quot;, and none yet: create one with &quot;cdctl login&quot;.</source>
        <translation>没有配置文件“%1”，目前也没有任何配置文件：请用 &quot;cdctl login&quot; 创建一个。</translation>
    </message>
    <message>
        <source>There is no profile &quot;%1&quot;; the profiles are: %2.</source>
        <translation>没有配置文件“%1”；现有配置文件为：%2。</translation>
    </message>
    <message>
        <source>The keychain has no API key for the profile &quot;%1&quot;: run &quot;cdctl login&quot; again, set %2 or give --key-file FILE.</source>
        <translation>钥匙串中没有配置文件“%1”的 API 密钥：请重新运行 &quot;cdctl login&quot;、设置 %2 或给出 --key-file FILE。</translation>
    </message>
    <message>
        <source>No keychain answered and no key was given: set %1 or give --key-file FILE.</source>
        <translation>没有钥匙串响应，也未给出密钥：请设置 %1 或给出 --key-file FILE。</translation>
    </message>
    <message>
        <source>The offline demo could not start: %1</source>
        <translation>无法启动离线演示：%1</translation>
    </message>
    <message>
        <source>The platform&apos;s answer could not be read.</source>
        <translation>无法读取平台的响应。</translation>
    </message>
    <message>
        <source>The platform&apos;s list does not end.</source>
        <translation>平台返回的列表没有结束。</translation>
    </message>
    <message>
        <source>There is no cluster &quot;%1&quot;; &quot;cdctl clusters list&quot; shows them.</source>
        <translation>没有集群“%1”；&quot;cdctl clusters list&quot; 会列出所有集群。</translation>
    </message>
    <message>
        <source>More than one cluster is called &quot;%1&quot;; name one by its id: %2.</source>
        <translation>有多个集群名为“%1”；请用 id 指定其中一个：%2。</translation>
    </message>
    <message>
        <source>This API key belongs to no tenant, so it has no encryption key.</source>
        <translation>此 API 密钥不属于任何租户，因此没有加密密钥。</translation>
    </message>
    <message>
        <source>Passphrase of the key file:</source>
        <translation>密钥文件的口令：</translation>
    </message>
    <message>
        <source>CLUSTERDESK_KEY is not the base64 of a 32-byte key.</source>
        <translation>CLUSTERDESK_KEY 不是 32 字节密钥的 base64 编码。</translation>
    </message>
    <message>
        <source>A new encryption key was made for this tenant and kept in the keychain: &quot;cdctl key export FILE&quot; copies it for another computer.</source>
        <translation>已为此租户创建新的加密密钥并保存在钥匙串中：&quot;cdctl key export FILE&quot; 可将其复制到另一台计算机使用。</translation>
    </message>
    <message>
        <source>The keychain did not give the tenant&apos;s key: %1</source>
        <translation>钥匙串未提供租户的密钥：%1</translation>
    </message>
    <message>
        <source>No keychain service is running and this computer holds no key of this tenant: &quot;cdctl key import FILE&quot; imports the key used before, &quot;cdctl key create&quot; makes a new one, or set CLUSTERDESK_KEY.</source>
        <translation>没有正在运行的钥匙串服务，且此计算机上没有此租户的密钥：&quot;cdctl key import FILE&quot; 可导入以前使用的密钥，&quot;cdctl key create&quot; 可新建密钥，或设置 CLUSTERDESK_KEY。</translation>
    </message>
    <message>
        <source>It is the demo&apos;s key now.</source>
        <translation>现在使用的是演示密钥。</translation>
    </message>
    <message>
        <source>It is kept in the keychain.</source>
        <translation>它已保存在钥匙串中。</translation>
    </message>
    <message>
        <source>A passphrase to protect the key file:</source>
        <translation>用于保护密钥文件的口令：</translation>
    </message>
    <message>
        <source>No keychain service is running: it is kept in %1, protected by the passphrase.</source>
        <translation>没有正在运行的钥匙串服务：它已保存在 %1 中，由口令保护。</translation>
    </message>
    <message>
        <source>The template has errors:</source>
        <translation>模板有错误：</translation>
    </message>
    <message>
        <source>cdctl clusters launch needs -f TEMPLATE.yaml or --offering ID; see cdctl clusters launch --help.</source>
        <translation>cdctl clusters launch 需要 -f TEMPLATE.yaml 或 --offering ID；请参阅 cdctl clusters launch --help。</translation>
    </message>
    <message>
        <source>--stage takes preprocess, pretrain, finetune, inference or eval.</source>
        <translation>--stage 的取值为 preprocess、pretrain、finetune、inference 或 eval。</translation>
    </message>
    <message>
        <source>The cluster needs a name: give --name NAME.</source>
        <translation>集群需要一个名称：请给出 --name NAME。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be a cluster&apos;s name: use 3 to 40 lowercase letters, digits and hyphens, starting with a letter.</source>
        <translation>“%1”不能用作集群名称：请使用 3 到 40 个小写字母、数字和连字符，并以字母开头。</translation>
    </message>
    <message>
        <source>Terminate %1 (%2)? Its nodes and their local disks are deleted.</source>
        <translation>终止 %1（%2）？其节点及节点的本地磁盘将被删除。</translation>
    </message>
    <message>
        <source>Nothing was changed.</source>
        <translation>未做任何更改。</translation>
    </message>
    <message>
        <source>cdctl clusters resize needs --nodes N; see cdctl clusters resize --help.</source>
        <translation>cdctl clusters resize 需要 --nodes N；请参阅 cdctl clusters resize --help。</translation>
    </message>
    <message>
        <source>Name the pool to resize with --pool; &quot;cdctl clusters get %1 -o yaml&quot; lists them.</source>
        <translation>请用 --pool 指定要调整规模的节点池；&quot;cdctl clusters get %1 -o yaml&quot; 会列出它们。</translation>
    </message>
    <message>
        <source>Someone else changed the cluster %1 meanwhile, so nothing was changed; &quot;cdctl clusters get %1&quot; shows it as it is now.</source>
        <translation>在此期间有人修改了集群 %1，因此未做任何更改；&quot;cdctl clusters get %1&quot; 可显示其当前状态。</translation>
    </message>
    <message>
        <source>  cdctl clusters launch --name ft-run --offering h100-sxm-8x.cn-north-1 --nodes 2 --wait
  cdctl clusters launch -f finetune.yaml --name ft-run-2</source>
        <translation>  cdctl clusters launch --name ft-run --offering h100-sxm-8x.cn-north-1 --nodes 2 --wait
  cdctl clusters launch -f finetune.yaml --name ft-run-2</translation>
    </message>
    <message>
        <source>  cdctl clusters resize ft-run --nodes 4 --wait</source>
        <translation>  cdctl clusters resize ft-run --nodes 4 --wait</translation>
    </message>
    <message>
        <source>The cluster %1 is %2 instead of %3: %4</source>
        <translation>集群 %1 处于 %2 状态，而不是 %3：%4</translation>
    </message>
    <message>
        <source>  cdctl clusters list
  cdctl clusters list -o json</source>
        <translation>  cdctl clusters list
  cdctl clusters list -o json</translation>
    </message>
    <message>
        <source>  cdctl clusters get llama-ft -o yaml</source>
        <translation>  cdctl clusters get llama-ft -o yaml</translation>
    </message>
    <message>
        <source>Usage:</source>
        <translation>用法：</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>命令：</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>选项：</translation>
    </message>
    <message>
        <source>Examples:</source>
        <translation>示例：</translation>
    </message>
    <message>
        <source>Global options (cdctl --help) work with every command.</source>
        <translation>全局选项（cdctl --help）适用于每个命令。</translation>
    </message>
    <message>
        <source>cdctl: rent, launch and follow GPU clusters from the command line.</source>
        <translation>cdctl：在命令行中租用、启动和跟踪 GPU 集群。</translation>
    </message>
    <message>
        <source>Global options:</source>
        <translation>全局选项：</translation>
    </message>
    <message>
        <source>&quot;cdctl COMMAND --help&quot; tells more about a command.</source>
        <translation>&quot;cdctl COMMAND --help&quot; 可查看某个命令的详细说明。</translation>
    </message>
    <message>
        <source>  source &lt;(cdctl completion bash)
  cdctl completion fish &gt; ~/.config/fish/completions/cdctl.fish
  cdctl completion powershell | Out-String | Invoke-Expression</source>
        <translation>  source &lt;(cdctl completion bash)
  cdctl completion fish &gt; ~/.config/fish/completions/cdctl.fish
  cdctl completion powershell | Out-String | Invoke-Expression</translation>
    </message>
    <message>
        <source>The upload journal could not be opened: %1</source>
        <translation>无法打开上传记录：%1</translation>
    </message>
    <message>
        <source>--limit-rate takes bytes per second, such as 500k or 20M.</source>
        <translation>--limit-rate 需要每秒字节数，例如 500k 或 20M。</translation>
    </message>
    <message>
        <source>--dataset names one dataset: give one PATH with it.</source>
        <translation>--dataset 指定一个数据集：请同时只给出一个 PATH。</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 不存在。</translation>
    </message>
    <message>
        <source>Resuming the upload of %1.</source>
        <translation>正在继续上传 %1。</translation>
    </message>
    <message>
        <source>The upload of %1 failed: %2</source>
        <translation>%1 上传失败：%2</translation>
    </message>
    <message>
        <source>There is no dataset &quot;%1&quot;; &quot;cdctl datasets list&quot; shows them.</source>
        <translation>没有数据集“%1”；&quot;cdctl datasets list&quot; 会列出所有数据集。</translation>
    </message>
    <message>
        <source>%1 exists already: give -O FILE or --force.</source>
        <translation>%1 已存在：请给出 -O FILE 或 --force。</translation>
    </message>
    <message>
        <source>%1 decrypted and verified into %2.</source>
        <translation>%1 已解密并校验通过，保存至 %2。</translation>
    </message>
    <message>
        <source>%1 (not encrypted) downloaded into %2.</source>
        <translation>%1（未加密）已下载到 %2。</translation>
    </message>
    <message>
        <source>Delete the dataset %1 from the platform?</source>
        <translation>要从平台删除数据集 %1 吗？</translation>
    </message>
    <message>
        <source>The dataset %1 is deleted.</source>
        <translation>数据集 %1 已删除。</translation>
    </message>
    <message>
        <source>  cdctl upload ./corpus --dataset corpus-v2
  cdctl upload weights.safetensors -o json   # run it again after a crash: it resumes</source>
        <translation>  cdctl upload ./corpus --dataset corpus-v2
  cdctl upload weights.safetensors -o json   # 崩溃后再次运行即可续传</translation>
    </message>
    <message>
        <source>%1 exists already: give another file or --force.</source>
        <translation>%1 已存在：请给出其他文件或 --force。</translation>
    </message>
    <message>
        <source>A passphrase to protect the exported key:</source>
        <translation>用于保护导出密钥的口令：</translation>
    </message>
    <message>
        <source>The key is exported to %1; keep the file and its passphrase apart.</source>
        <translation>密钥已导出到 %1；请将该文件与其口令分开保管。</translation>
    </message>
    <message>
        <source>This tenant has a key here already; a new one leaves the datasets encrypted with it unreadable without an export of it. Give --force to make one anyway.</source>
        <translation>此租户在本机已有密钥；新建密钥后，若没有旧密钥的导出副本，用旧密钥加密的数据集将无法读取。如仍要新建，请给出 --force。</translation>
    </message>
    <message>
        <source>The system&apos;s random number generator failed; no key was made.</source>
        <translation>系统随机数生成器出错，未生成密钥。</translation>
    </message>
    <message>
        <source>--level takes debug, info, warning or error.</source>
        <translation>--level 的取值为 debug、info、warning 或 error。</translation>
    </message>
    <message>
        <source>--since needs a time such as 2026-12-01T09:00:00Z.</source>
        <translation>--since 需要一个时间，例如 2026-12-01T09:00:00Z。</translation>
    </message>
    <message>
        <source>The node %1 cannot be reached over SSH now.</source>
        <translation>目前无法通过 SSH 连接节点 %1。</translation>
    </message>
    <message>
        <source>The cluster %1 has no node %2.</source>
        <translation>集群 %1 中没有节点 %2。</translation>
    </message>
    <message>
        <source>The cluster %1 has no node that can be reached over SSH now.</source>
        <translation>集群 %1 目前没有可通过 SSH 连接的节点。</translation>
    </message>
    <message>
        <source>OpenSSH&apos;s ssh was not found on the PATH.</source>
        <translation>在 PATH 中找不到 OpenSSH 的 ssh。</translation>
    </message>
    <message>
        <source>%1 could not be started.</source>
        <translation>无法启动 %1。</translation>
    </message>
    <message>
        <source>Give the ports as LOCAL:REMOTE, e.g. 8888:8888.</source>
        <translation>请以 LOCAL:REMOTE 的形式给出端口，例如 8888:8888。</translation>
    </message>
    <message>
        <source>Forwarding 127.0.0.1:%1 to port %2 of %3; Ctrl+C stops.</source>
        <translation>正在将 127.0.0.1:%1 转发到 %3 的端口 %2；按 Ctrl+C 停止。</translation>
    </message>
    <message>
        <source>  cdctl logs ft-run -f --level warning</source>
        <translation>  cdctl logs ft-run -f --level warning</translation>
    </message>
    <message>
        <source>  cdctl ssh ft-run
  cdctl ssh ft-run -- nvidia-smi</source>
        <translation>  cdctl ssh ft-run
  cdctl ssh ft-run -- nvidia-smi</translation>
    </message>
    <message>
        <source>  cdctl port-forward ft-run 8888:8888</source>
        <translation>  cdctl port-forward ft-run 8888:8888</translation>
    </message>
    <message>
        <source>--billing-mode takes hourly, daily, monthly, yearly or tflops_hour.</source>
        <translation>--billing-mode 的取值为 hourly、daily、monthly、yearly 或 tflops_hour。</translation>
    </message>
    <message>
        <source>--currency takes USD or CNY.</source>
        <translation>--currency 的取值为 USD 或 CNY。</translation>
    </message>
    <message>
        <source>--max-price needs an amount such as 2.50.</source>
        <translation>--max-price 需要一个金额，例如 2.50。</translation>
    </message>
    <message>
        <source>--sort takes gpu_model, gpu_memory_gb, gpus_per_node, region, price, available_nodes or bf16_tflops, with a leading - for descending.</source>
        <translation>--sort 的取值为 gpu_model、gpu_memory_gb、gpus_per_node、region、price、available_nodes 或 bf16_tflops，前面加 - 表示降序。</translation>
    </message>
    <message>
        <source>--task takes pretraining, full_fine_tune, lora_fine_tune or inference.</source>
        <translation>--task 的取值为 pretraining、full_fine_tune、lora_fine_tune 或 inference。</translation>
    </message>
    <message>
        <source>--precision takes fp32, bf16 or fp8.</source>
        <translation>--precision 的取值为 fp32、bf16 或 fp8。</translation>
    </message>
    <message>
        <source>--budget needs an amount such as 5000.</source>
        <translation>--budget 需要一个金额，例如 5000。</translation>
    </message>
    <message>
        <source>  cdctl offerings --gpu H100 --available --sort -available_nodes
  cdctl offerings --region cn-north-1 --currency CNY -o json</source>
        <translation>  cdctl offerings --gpu H100 --available --sort -available_nodes
  cdctl offerings --region cn-north-1 --currency CNY -o json</translation>
    </message>
    <message>
        <source>  cdctl advise --params 70 --task lora_fine_tune --tokens 2 --deadline-hours 24</source>
        <translation>  cdctl advise --params 70 --task lora_fine_tune --tokens 2 --deadline-hours 24</translation>
    </message>
    <message>
        <source>API key: </source>
        <translation>API 密钥：</translation>
    </message>
    <message>
        <source>cdctl login needs --url URL for a new profile; see cdctl login --help.</source>
        <translation>新建配置文件时 cdctl login 需要 --url URL；请参阅 cdctl login --help。</translation>
    </message>
    <message>
        <source>Add --allow-insecure-http if you mean it.</source>
        <translation>如果确实要这样做，请添加 --allow-insecure-http。</translation>
    </message>
    <message>
        <source>No API key was given.</source>
        <translation>未给出 API 密钥。</translation>
    </message>
    <message>
        <source>No keychain answered, so the key cannot be kept: save it in a file only you can read and log in with --key-file FILE, or set %1.</source>
        <translation>没有钥匙串响应，因此无法保存密钥：请将其保存到只有您能读取的文件中，并使用 --key-file FILE 登录，或设置 %1。</translation>
    </message>
    <message>
        <source>Signed in to %1 as %2 (%3); profile &quot;%4&quot; saved.</source>
        <translation>已以 %2（%3）身份登录 %1；配置文件“%4”已保存。</translation>
    </message>
    <message>
        <source>  cdctl profiles -o json</source>
        <translation>  cdctl profiles -o json</translation>
    </message>
    <message>
        <source>The role &quot;%1&quot; is none of owner, admin, member, viewer or billing.</source>
        <translation>角色“%1”不是 owner、admin、member、viewer 或 billing 中的任何一个。</translation>
    </message>
    <message>
        <source>There is no member &quot;%1&quot;; &quot;cdctl members list&quot; shows them.</source>
        <translation>没有成员“%1”；&quot;cdctl members list&quot; 会列出所有成员。</translation>
    </message>
    <message>
        <source>--expires takes a date such as 2027-03-01 or 2027-03-01T00:00:00Z.</source>
        <translation>--expires 需要一个日期，例如 2027-03-01 或 2027-03-01T00:00:00Z。</translation>
    </message>
    <message>
        <source>cdctl: this is the only time the key %1 is shown: keep it now.</source>
        <translation>cdctl：密钥 %1 仅显示这一次：请立即保存。</translation>
    </message>
    <message>
        <source>There is no API key &quot;%1&quot; in use; &quot;cdctl api-keys list&quot; shows them.</source>
        <translation>没有正在使用的 API 密钥“%1”；&quot;cdctl api-keys list&quot; 可列出它们。</translation>
    </message>
    <message>
        <source>Revoke the API key %1? Scripts using it stop working at once.</source>
        <translation>吊销 API 密钥 %1？使用它的脚本将立即停止工作。</translation>
    </message>
    <message>
        <source>The API key %1 is revoked.</source>
        <translation>API 密钥 %1 已吊销。</translation>
    </message>
    <message>
        <source>Remove %1 from the tenant? Their API keys are revoked and their SSH keys deleted.</source>
        <translation>将 %1 从租户中移除？其 API 密钥将被吊销，SSH 密钥将被删除。</translation>
    </message>
    <message>
        <source>%1 is removed from the tenant.</source>
        <translation>%1 已从租户中移除。</translation>
    </message>
    <message>
        <source>  export CLUSTERDESK_API_KEY=$(cdctl api-keys create ci-deploy --expires 2027-03-01)</source>
        <translation>  export CLUSTERDESK_API_KEY=$(cdctl api-keys create ci-deploy --expires 2027-03-01)</translation>
    </message>
    <message>
        <source>--connections takes a number from 1 to 16.</source>
        <translation>--connections 需要 1 到 16 之间的数字。</translation>
    </message>
    <message>
        <source>--files takes a number from 1 to %1.</source>
        <translation>--files 需要 1 到 %1 之间的数字。</translation>
    </message>
    <message>
        <source>connections one upload uses at once, 1 to 16 (default 8)</source>
        <translation>一个上传同时使用的连接数，1 到 16（默认 8）</translation>
    </message>
    <message>
        <source>files uploaded at once, 1 to 8 (default 2)</source>
        <translation>同时上传的文件数，1 到 8（默认 2）</translation>
    </message>
</context>
</TS>
