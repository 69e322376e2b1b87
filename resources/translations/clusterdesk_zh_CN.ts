<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
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
</context>
<context>
    <name>cd::ConnectionDialog</name>
    <message>
        <source>&amp;Delete connection</source>
        <translation>删除连接(&amp;D)</translation>
    </message>
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
        <source>From the environment (https_proxy)</source>
        <translation>从环境变量读取（https_proxy）</translation>
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
        <source>&amp;CA bundle:</source>
        <translation>CA 证书包(&amp;C)：</translation>
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
        <source>The API key is kept in your system&apos;s keychain, never in a settings file. Certificates are always verified; for a private CA choose its bundle.</source>
        <translation>API 密钥保存在系统钥匙串中，不会写入设置文件。证书始终会经过校验；如使用私有 CA，请选择其证书包。</translation>
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
        <source>Delete the connection “%1” and its API key from this computer?</source>
        <translation>确定要从此计算机删除连接“%1”及其 API 密钥吗？</translation>
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
        <source>Size, launch, resize, stop and terminate GPU clusters, and follow each node&apos;s health.</source>
        <translation>选配、启动、扩缩容、停止和释放 GPU 集群，并跟踪各节点的健康状态。</translation>
    </message>
    <message>
        <source>Monitoring</source>
        <translation>监控</translation>
    </message>
    <message>
        <source>Live GPU utilization, memory, temperature, power and network charts for every cluster.</source>
        <translation>实时查看每个集群的 GPU 利用率、显存、温度、功耗和网络图表。</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>Upload code and data encrypted on this computer, resume after interruptions, and attach datasets to clusters.</source>
        <translation>在本机加密后上传代码和数据，支持断点续传，并可将数据集挂载到集群。</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>计费</translation>
    </message>
    <message>
        <source>Itemized costs, budgets and forecasts, exported as FOCUS CSV or PDF.</source>
        <translation>费用明细、预算与预测，可导出为 FOCUS CSV 或 PDF。</translation>
    </message>
    <message>
        <source>Support</source>
        <translation>技术支持</translation>
    </message>
    <message>
        <source>For support staff: inspect any tenant read-only, with every access audited.</source>
        <translation>供技术支持人员使用：以只读方式查看任意租户，每次访问均留有审计记录。</translation>
    </message>
    <message>
        <source>Areas</source>
        <translation>功能区</translation>
    </message>
    <message>
        <source>%1 (Ctrl+%2)</source>
        <translation>%1（Ctrl+%2）</translation>
    </message>
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
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
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
        <source>&amp;About ClusterDesk</source>
        <translation>关于 ClusterDesk(&amp;A)</translation>
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
        <source>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+1 … Ctrl+6&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Go to Offerings, Clusters, Monitoring, Storage, Billing, Support&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+F&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Search offerings&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F5&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Refresh&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+K&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Connect to a platform&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Shift+D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Offline demo&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Alt+underlined letter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Jump to that field&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Quit&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+1 … Ctrl+6&lt;/b&gt;&lt;/td&gt;&lt;td&gt;转到 GPU 配置、集群、监控、存储、计费、技术支持&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+F&lt;/b&gt;&lt;/td&gt;&lt;td&gt;搜索配置&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F5&lt;/b&gt;&lt;/td&gt;&lt;td&gt;刷新&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+K&lt;/b&gt;&lt;/td&gt;&lt;td&gt;连接到平台&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Shift+D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;离线演示&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Alt+带下划线的字母&lt;/b&gt;&lt;/td&gt;&lt;td&gt;跳转到对应字段&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;退出&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <source>About ClusterDesk</source>
        <translation>关于 ClusterDesk</translation>
    </message>
    <message>
        <source>&lt;h3&gt;ClusterDesk %1&lt;/h3&gt;&lt;p&gt;A desktop console for renting GPU compute: compare offerings, run clusters, follow costs.&lt;/p&gt;&lt;p&gt;Qt %2&lt;/p&gt;</source>
        <translation>&lt;h3&gt;ClusterDesk %1&lt;/h3&gt;&lt;p&gt;租用 GPU 算力的桌面控制台：比较配置、运行集群、跟踪费用。&lt;/p&gt;&lt;p&gt;Qt %2&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>高对比度(&amp;H)</translation>
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
        <source>Fetch the catalog again (F5)</source>
        <translation>重新获取配置目录（F5）</translation>
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
</context>
<context>
    <name>cd::PlaceholderPage</name>
    <message>
        <source>This area is not available in this version of ClusterDesk yet.</source>
        <translation>当前版本的 ClusterDesk 暂未提供此功能区。</translation>
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
</TS>
