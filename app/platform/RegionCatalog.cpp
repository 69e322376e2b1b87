#include "RegionCatalog.h"

namespace cd::sim {

namespace {
QString s(const char* text) {
    return QString::fromUtf8(text);
}
} // namespace

const QList<RegionPricing>& regionCatalog() {
    static const QList<RegionPricing> regions = {
        {{s("cn-north-1"),
          s("North China (Beijing)"),
          s("CN"),
          {s("cn-north-1a"), s("cn-north-1b")},
          s("Asia/Shanghai"),
          s("Data stays in mainland China (PIPL).")},
         1.00,
         s("00:00"),
         s("08:00")},
        {{s("cn-east-1"),
          s("East China (Shanghai)"),
          s("CN"),
          {s("cn-east-1a"), s("cn-east-1b"), s("cn-east-1c")},
          s("Asia/Shanghai"),
          s("Data stays in mainland China (PIPL).")},
         1.04,
         s("00:00"),
         s("08:00")},
        {{s("cn-south-1"),
          s("South China (Guangzhou)"),
          s("CN"),
          {s("cn-south-1a"), s("cn-south-1b")},
          s("Asia/Shanghai"),
          s("Data stays in mainland China (PIPL).")},
         0.96,
         s("01:00"),
         s("09:00")},
        {{s("ap-southeast-1"),
          s("Asia Pacific (Singapore)"),
          s("SG"),
          {s("ap-southeast-1a"), s("ap-southeast-1b")},
          s("Asia/Singapore"),
          s("Data stays in Singapore (PDPA).")},
         1.12,
         s("00:00"),
         s("07:00")},
        {{s("eu-central-1"),
          s("Europe (Frankfurt)"),
          s("DE"),
          {s("eu-central-1a"), s("eu-central-1b")},
          s("Europe/Berlin"),
          s("Data stays in the EU (GDPR).")},
         1.18,
         s("22:00"),
         s("06:00")},
    };
    return regions;
}

const RegionPricing* findRegion(const QString& id) {
    for (const auto& r : regionCatalog()) {
        if (r.region.id == id)
            return &r;
    }
    return nullptr;
}

} // namespace cd::sim
