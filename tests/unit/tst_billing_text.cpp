// How billing reads on screen, written out as literals: in English as the console installs it
// (plurals from the English translation), then in Simplified Chinese.
#include "billing/BillingText.h"
#include "resources/Translations.h"

#include <QCoreApplication>
#include <QTest>

using namespace cd;

namespace {

Budget budgetFor(Budget::Scope scope, const QString& target) {
    Budget b;
    b.name = QStringLiteral("Monthly total");
    b.scope = scope;
    b.target = target;
    return b;
}

} // namespace

class TestBillingText final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        QCOMPARE(Translations::install(*QCoreApplication::instance(), QStringLiteral("en")),
                 QStringLiteral("en"));
    }

    void categoriesAndUnits() {
        QCOMPARE(BillingText::category(ChargeCategory::Usage, Allocation::None), QStringLiteral("Usage"));
        QCOMPARE(BillingText::category(ChargeCategory::Usage, Allocation::Idle),
                 QStringLiteral("Usage (idle)"));
        QCOMPARE(BillingText::category(ChargeCategory::Usage, Allocation::Workload),
                 QStringLiteral("Usage (busy)"));
        QCOMPARE(BillingText::category(ChargeCategory::Credit, Allocation::None), QStringLiteral("Credit"));
        QCOMPARE(BillingText::unit(QStringLiteral("GPU-Hours")), QStringLiteral("GPU-h"));
        QCOMPARE(BillingText::unit(QStringLiteral("TFLOPS-Hours")), QStringLiteral("TFLOPS-h"));
        QCOMPARE(BillingText::unit(QStringLiteral("GB-Months")), QStringLiteral("GB-month"));
        QCOMPARE(BillingText::unit(QStringLiteral("Requests")),
                 QStringLiteral("Requests")); // as FOCUS has it
        QCOMPARE(BillingText::none(), QStringLiteral("(none)"));
    }

    void percentsAndCounts() {
        QCOMPARE(BillingText::percent(0), QStringLiteral("0.0 %"));
        QCOMPARE(BillingText::percent(12.34), QStringLiteral("12.3 %"));
        QCOMPARE(BillingText::percent(99.96), QStringLiteral("100.0 %"));
        QCOMPARE(BillingText::percent(1234.5), QStringLiteral("1,234.5 %"));
        QCOMPARE(BillingText::lineCount(1), QStringLiteral("1 line"));
        QCOMPARE(BillingText::lineCount(3), QStringLiteral("3 lines"));
        QCOMPARE(BillingText::groupTip(QStringLiteral("Cluster"), QStringLiteral("llama-pretrain"), 12),
                 QStringLiteral("Cluster = llama-pretrain: 12 lines"));
        QCOMPARE(BillingText::groupTip(QStringLiteral("Tag"), QString(), 1),
                 QStringLiteral("Tag = (none): 1 line"));
    }

    void dimensionsAndStages() {
        QCOMPARE(BillingText::dimension(FocusColumn::ClusterName), QStringLiteral("Cluster"));
        QCOMPARE(BillingText::dimension(FocusColumn::AllocationType), QStringLiteral("Busy or idle"));
        QCOMPARE(BillingText::dimension(FocusColumn::ChargePeriodStart), QStringLiteral("Day"));
        QCOMPARE(BillingText::dimension(FocusColumn::SkuId), QStringLiteral("SkuId")); // FOCUS's own name
        QCOMPARE(BillingText::stage(QStringLiteral("pretrain")), QStringLiteral("Pretrain"));
        QCOMPARE(BillingText::stage(QStringLiteral("finetune")), QStringLiteral("Fine-tune"));
        QCOMPARE(BillingText::stage(QString()), QStringLiteral("Storage and data transfer"));
    }

    void budgets() {
        QCOMPARE(BillingText::budgetScope(budgetFor(Budget::Scope::Tenant, {})),
                 QStringLiteral("Whole tenant"));
        QCOMPARE(BillingText::budgetScope(budgetFor(Budget::Scope::Cluster, QStringLiteral("cl-7"))),
                 QStringLiteral("Cluster cl-7"));
        QCOMPARE(BillingText::budgetScope(budgetFor(Budget::Scope::Tag, QStringLiteral("team=nlp"))),
                 QStringLiteral("Tag team=nlp"));
        QCOMPARE(BillingText::action(Budget::Action::None), QStringLiteral("Alert only"));
        QCOMPARE(BillingText::action(Budget::Action::Downsize),
                 QStringLiteral("Downsize the cluster to one node per pool"));
        QCOMPARE(BillingText::thresholds({}), QStringLiteral("(none)"));
        QCOMPARE(BillingText::thresholds({{50, Budget::Basis::Actual}, {90, Budget::Basis::Forecast}}),
                 QStringLiteral("50 % actual, 90 % forecast"));

        BudgetStatus status;
        status.budget = budgetFor(Budget::Scope::Tenant, {});
        QCOMPARE(BillingText::budgetState(status), QStringLiteral("On track"));
        status.crossed = {{50, Budget::Basis::Actual}, {80, Budget::Basis::Forecast}};
        QCOMPARE(BillingText::budgetState(status), QStringLiteral("Over 80 % (forecast)"));
        status.reached = true;
        QCOMPARE(BillingText::budgetState(status), QStringLiteral("Reached"));
    }

    // Last: from here on the console's Chinese translation is installed.
    void inSimplifiedChinese() {
        QCOMPARE(Translations::install(*QCoreApplication::instance(), QStringLiteral("zh_CN")),
                 QStringLiteral("zh_CN"));
        QCOMPARE(BillingText::category(ChargeCategory::Usage, Allocation::Idle),
                 QStringLiteral("用量（空闲）"));
        QCOMPARE(BillingText::unit(QStringLiteral("GPU-Hours")), QStringLiteral("GPU 小时"));
        QCOMPARE(BillingText::none(), QStringLiteral("（无）"));
        QCOMPARE(BillingText::percent(1234.5), QStringLiteral("1,234.5 %"));
        QCOMPARE(BillingText::lineCount(1), QStringLiteral("1 条明细行"));
        QCOMPARE(BillingText::lineCount(3), QStringLiteral("3 条明细行"));
        QCOMPARE(BillingText::thresholds({{50, Budget::Basis::Actual}}), QStringLiteral("50 %（实际）"));
        BudgetStatus status;
        status.crossed = {{80, Budget::Basis::Forecast}};
        QCOMPARE(BillingText::budgetState(status), QStringLiteral("超过 80 %（预测）"));
    }
};

QTEST_GUILESS_MAIN(TestBillingText)
#include "tst_billing_text.moc"
