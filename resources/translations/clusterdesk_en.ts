<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
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
</context>
<context>
    <name>cd::ConnectionDialog</name>
    <message>
        <source>&amp;Delete connection</source>
        <translation type="unfinished"></translation>
    </message>
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
        <source>From the environment (https_proxy)</source>
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
        <source>&amp;CA bundle:</source>
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
        <source>The API key is kept in your system&apos;s keychain, never in a settings file. Certificates are always verified; for a private CA choose its bundle.</source>
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
        <source>Delete the connection “%1” and its API key from this computer?</source>
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
        <source>Size, launch, resize, stop and terminate GPU clusters, and follow each node&apos;s health.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monitoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live GPU utilization, memory, temperature, power and network charts for every cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upload code and data encrypted on this computer, resume after interruptions, and attach datasets to clusters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Itemized costs, budgets and forecasts, exported as FOCUS CSV or PDF.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For support staff: inspect any tenant read-only, with every access audited.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Areas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (Ctrl+%2)</source>
        <translation type="unfinished"></translation>
    </message>
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
        <source>&amp;Language</source>
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
        <source>&amp;About ClusterDesk</source>
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
        <source>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+1 … Ctrl+6&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Go to Offerings, Clusters, Monitoring, Storage, Billing, Support&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+F&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Search offerings&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;F5&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Refresh&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+K&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Connect to a platform&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Shift+D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Offline demo&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Alt+underlined letter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Jump to that field&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Quit&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About ClusterDesk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;ClusterDesk %1&lt;/h3&gt;&lt;p&gt;A desktop console for renting GPU compute: compare offerings, run clusters, follow costs.&lt;/p&gt;&lt;p&gt;Qt %2&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
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
        <source>Fetch the catalog again (F5)</source>
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
</context>
<context>
    <name>cd::PlaceholderPage</name>
    <message>
        <source>This area is not available in this version of ClusterDesk yet.</source>
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
</TS>
