#include "ClusterLogsView.h"

#include "LogLineDelegate.h"

#include "models/LogLinesModel.h"
#include "session/ClustersSession.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QHideEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QProgressDialog>
#include <QPushButton>
#include <QSaveFile>
#include <QScrollBar>
#include <QStackedWidget>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace cd {

namespace {
// A save this long shows its progress (and can be cancelled).
constexpr int saveProgressRows = 50'000;
} // namespace

ClusterLogsView::ClusterLogsView(ClustersSession& clusters, QWidget* parent)
    : QWidget(parent)
    , m_clusters(clusters)
    , m_model(new LogLinesModel(this))
    , m_stack(new QStackedWidget(this))
    , m_empty(new QLabel(this))
    , m_source(new QComboBox(this))
    , m_level(new QComboBox(this))
    , m_search(new QLineEdit(this))
    , m_matches(new QLabel(this))
    , m_onlyMatching(new QCheckBox(tr("Only &matching lines"), this))
    , m_pause(new QPushButton(tr("&Pause auto-scroll"), this))
    , m_firstError(new QPushButton(tr("&Jump to first error"), this))
    , m_copy(new QPushButton(tr("&Copy"), this))
    , m_save(new QPushButton(tr("Save to &file…"), this))
    , m_table(new QTableView(this))
    , m_resume(new QPushButton(this))
    , m_status(new QLabel(this)) {
    setObjectName(QStringLiteral("clusterLogs"));
    auto* sourceLabel = new QLabel(tr("&Source:"), this);
    sourceLabel->setBuddy(m_source);
    m_source->setObjectName(QStringLiteral("logSource"));
    m_source->setAccessibleName(tr("Log source"));
    m_source->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    auto* levelLabel = new QLabel(tr("Lev&el:"), this);
    levelLabel->setBuddy(m_level);
    m_level->setObjectName(QStringLiteral("logLevel"));
    m_level->setAccessibleName(tr("Lowest level shown"));
    m_level->addItem(tr("All"), int(LogLevel::Debug));
    m_level->addItem(tr("Info and above"), int(LogLevel::Info));
    m_level->addItem(tr("Warnings and errors"), int(LogLevel::Warning));
    m_level->addItem(tr("Errors"), int(LogLevel::Error));
    auto* searchLabel = new QLabel(tr("Fin&d:"), this);
    searchLabel->setBuddy(m_search);
    m_search->setObjectName(QStringLiteral("logSearch"));
    m_search->setAccessibleName(tr("Search the log"));
    m_search->setPlaceholderText(tr("Search (Enter: next, Shift+Enter: previous)"));
    m_search->setClearButtonEnabled(true);
    m_search->installEventFilter(this);
    m_matches->setObjectName(QStringLiteral("logMatches"));
    m_onlyMatching->setObjectName(QStringLiteral("logOnlyMatching"));
    m_pause->setObjectName(QStringLiteral("logPause"));
    m_pause->setCheckable(true);
    m_firstError->setObjectName(QStringLiteral("logFirstError"));
    m_copy->setObjectName(QStringLiteral("logCopy"));
    m_save->setObjectName(QStringLiteral("logSave"));

    m_table->setObjectName(QStringLiteral("logLines"));
    m_table->setAccessibleName(tr("Log lines"));
    m_table->setModel(m_model);
    m_table->setItemDelegate(new LogLineDelegate(m_table));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setWordWrap(false);
    m_table->setShowGrid(false);
    m_table->setTabKeyNavigation(false);
    // One fixed row height: a million rows are laid out without measuring any of them.
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 4);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->setColumnWidth(LogLinesModel::TimeColumn,
                            m_table->fontMetrics().horizontalAdvance(QStringLiteral("00:00:00.000__")));
    m_table->setColumnWidth(LogLinesModel::RankColumn,
                            m_table->fontMetrics().horizontalAdvance(QStringLiteral("Rank___")));
    auto* copyAction = new QAction(tr("Copy"), m_table);
    copyAction->setShortcut(QKeySequence::Copy);
    copyAction->setShortcutContext(Qt::WidgetShortcut);
    m_table->addAction(copyAction);
    connect(copyAction, &QAction::triggered, this, &ClusterLogsView::copySelection);

    m_resume->setObjectName(QStringLiteral("logResume"));
    m_resume->hide();
    m_status->setObjectName(QStringLiteral("logStatus"));
    m_status->setAccessibleName(tr("Log status"));
    m_empty->setObjectName(QStringLiteral("logEmpty"));
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_empty->setText(tr("This cluster runs no workload, so there is no log to show. Launch it with a "
                        "workload, or reach its nodes over SSH."));

    auto* bar = new QHBoxLayout;
    for (QWidget* w :
         std::initializer_list<QWidget*>{sourceLabel, m_source, levelLabel, m_level, searchLabel})
        bar->addWidget(w);
    bar->addWidget(m_search, 1);
    bar->addWidget(m_matches);
    bar->addWidget(m_onlyMatching);
    // The actions on a row of their own: beside the filters they were cut short in a cluster's
    // detail pane, and more so in Chinese.
    auto* actions = new QHBoxLayout;
    for (QWidget* w : std::initializer_list<QWidget*>{m_pause, m_firstError, m_copy, m_save})
        actions->addWidget(w);
    actions->addStretch(1);
    auto* logPage = new QWidget(this);
    auto* logLayout = new QVBoxLayout(logPage);
    logLayout->setContentsMargins(0, 0, 0, 0);
    logLayout->addLayout(bar);
    logLayout->addLayout(actions);
    logLayout->addWidget(m_table, 1);
    auto* bottom = new QHBoxLayout;
    bottom->addWidget(m_status, 1);
    bottom->addWidget(m_resume);
    logLayout->addLayout(bottom);
    m_stack->addWidget(logPage);
    m_stack->addWidget(m_empty);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_stack);
    setTabOrder(m_source, m_level);
    setTabOrder(m_level, m_search);
    setTabOrder(m_search, m_onlyMatching);
    setTabOrder(m_onlyMatching, m_pause);
    setTabOrder(m_pause, m_firstError);
    setTabOrder(m_firstError, m_copy);
    setTabOrder(m_copy, m_save);
    setTabOrder(m_save, m_table);
    setTabOrder(m_table, m_resume);

    connect(&m_session, &LogsSession::linesReceived, m_model, &LogLinesModel::appendLines);
    connect(&m_session, &LogsSession::linesDropped, m_model, &LogLinesModel::appendDropped);
    connect(&m_session, &LogsSession::cleared, this, [this] {
        m_model->clear();
        m_sourcesSeen = 0;
        m_newWhilePaused = 0;
        refreshSources();
        setPaused(false);
    });
    connect(&m_session, &LogsSession::stateChanged, this, &ClusterLogsView::updateStatus);
    connect(m_model, &QAbstractItemModel::rowsInserted, this,
            [this](const QModelIndex&, int first, int last) { onRowsInserted(last - first + 1); });
    connect(m_model, &LogLinesModel::contentChanged, this, [this] {
        refreshSources();
        updateMatches();
        updateStatus();
    });
    connect(m_source, &QComboBox::currentIndexChanged, this, &ClusterLogsView::applyFilter);
    connect(m_level, &QComboBox::currentIndexChanged, this, &ClusterLogsView::applyFilter);
    connect(m_onlyMatching, &QCheckBox::toggled, this, &ClusterLogsView::applyFilter);
    m_searchDelay.setSingleShot(true);
    m_searchDelay.setInterval(200);
    connect(m_search, &QLineEdit::textChanged, this, [this] { m_searchDelay.start(); });
    connect(&m_searchDelay, &QTimer::timeout, this, [this] { m_model->setSearch(m_search->text()); });
    connect(m_pause, &QPushButton::toggled, this, &ClusterLogsView::setPaused);
    connect(m_resume, &QPushButton::clicked, this, [this] { setPaused(false); });
    connect(m_firstError, &QPushButton::clicked, this, &ClusterLogsView::jumpToFirstError);
    connect(m_copy, &QPushButton::clicked, this, &ClusterLogsView::copySelection);
    connect(m_save, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(
            this, tr("Save the log"), QStringLiteral("cluster.log"), tr("Log files (*.log *.txt)"));
        if (!path.isEmpty())
            saveTo(path);
    });
    // Scrolling up by hand pauses the follow; back at the bottom it follows again.
    connect(m_table->verticalScrollBar(), &QScrollBar::actionTriggered, this, [this] {
        QTimer::singleShot(0, this, [this] {
            const QScrollBar* scroll = m_table->verticalScrollBar();
            if (scroll->value() < scroll->maximum())
                setPaused(true);
            else if (m_pause->isChecked())
                setPaused(false);
        });
    });
    m_statusTick.setInterval(1000);
    connect(&m_statusTick, &QTimer::timeout, this, &ClusterLogsView::updateStatus);
    refreshSources();
    updateMatches();
    updateStatus();
}

ClusterLogsView::~ClusterLogsView() = default;

bool ClusterLogsView::showsEmptyState() const {
    return m_stack->currentWidget() == m_empty;
}

void ClusterLogsView::setCluster(const std::optional<Cluster>& cluster) {
    m_cluster = cluster;
    reopen();
}

void ClusterLogsView::setActive(bool active) {
    m_active = active;
    reopen();
}

void ClusterLogsView::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    m_shown = true;
    reopen();
}

void ClusterLogsView::hideEvent(QHideEvent* event) {
    QWidget::hideEvent(event);
    if (event->spontaneous())
        return; // a minimized window: the log keeps following
    m_shown = false;
    reopen();
}

void ClusterLogsView::reopen() {
    const bool hasWorkload = m_cluster && m_cluster->workload.has_value();
    m_stack->setCurrentWidget(m_cluster && !hasWorkload ? static_cast<QWidget*>(m_empty)
                                                        : m_stack->widget(0));
    PlatformClient* client = m_clusters.client();
    const QString chosen = m_active && client && hasWorkload ? m_cluster->id : QString();
    if (!chosen.isEmpty() && chosen == m_openCluster && !m_shown) {
        // Off screen: the stream closes, the lines stay, and it resumes where it stopped.
        if (m_session.state() == LogsSession::State::Following ||
            m_session.state() == LogsSession::State::Reconnecting ||
            m_session.state() == LogsSession::State::Loading) {
            m_session.close();
            m_hiddenWhileOpen = true;
        }
        return;
    }
    const QString wanted = m_shown ? chosen : QString();
    if (m_hiddenWhileOpen && !wanted.isEmpty() && wanted == m_openCluster &&
        m_session.clusterId() == wanted) {
        m_hiddenWhileOpen = false;
        m_session.resume();
        return;
    }
    m_hiddenWhileOpen = false;
    if (wanted == m_openCluster && (wanted.isEmpty() || m_session.state() != LogsSession::State::Stopped))
        return;
    m_openCluster = wanted;
    if (wanted.isEmpty())
        m_session.close();
    else
        m_session.open(client, wanted, true);
}

void ClusterLogsView::applyFilter() {
    LogFilter f;
    const QVariant source = m_source->currentData();
    if (source.typeId() == QMetaType::QString)
        f.node = source.toString();
    else if (source.typeId() == QMetaType::Int)
        f.rank = source.toInt();
    f.minLevel = LogLevel(m_level->currentData().toInt());
    f.onlyMatching = m_onlyMatching->isChecked();
    m_model->setFilter(f);
    if (!m_pause->isChecked())
        m_table->scrollToBottom();
}

void ClusterLogsView::refreshSources() {
    const LogLineStore& store = m_model->store();
    const qsizetype seen = store.nodes().size() + store.ranks().size();
    if (seen == m_sourcesSeen && m_source->count() > 0)
        return;
    m_sourcesSeen = seen;
    const QVariant current = m_source->currentData();
    const QSignalBlocker block(m_source);
    m_source->clear();
    m_source->addItem(tr("All nodes (merged)"));
    for (const QString& node : store.nodes()) {
        if (!node.isEmpty())
            m_source->addItem(tr("Node %1").arg(node), node);
    }
    for (int rank : store.ranks())
        m_source->addItem(tr("Rank %1").arg(rank), rank);
    m_source->setCurrentIndex(std::max(0, m_source->findData(current)));
}

void ClusterLogsView::onRowsInserted(int count) {
    if (m_pause->isChecked()) {
        m_newWhilePaused += count;
        m_resume->setText(tr("%n new line(s) — &Resume", nullptr, m_newWhilePaused));
        m_resume->show();
        return;
    }
    m_table->scrollToBottom();
}

void ClusterLogsView::setPaused(bool paused) {
    if (m_pause->isChecked() != paused) {
        const QSignalBlocker block(m_pause);
        m_pause->setChecked(paused);
    }
    if (!paused) {
        m_newWhilePaused = 0;
        m_resume->hide();
        m_table->scrollToBottom();
    }
    updateStatus();
}

bool ClusterLogsView::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_search && event->type() == QEvent::KeyPress) {
        const auto* key = static_cast<QKeyEvent*>(event);
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
            goToMatch(key->modifiers().testFlag(Qt::ShiftModifier));
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void ClusterLogsView::goToMatch(bool backwards) {
    if (m_searchDelay.isActive()) {
        m_searchDelay.stop();
        m_model->setSearch(m_search->text());
    }
    const QModelIndex current = m_table->currentIndex();
    const int row = m_model->nextMatchRow(current.isValid() ? current.row() : -1, backwards);
    if (row < 0)
        return;
    setPaused(true);
    m_table->selectRow(row);
    m_table->scrollTo(m_model->index(row, 0), QAbstractItemView::PositionAtCenter);
}

void ClusterLogsView::jumpToFirstError() {
    m_model->flush();
    const int row = m_model->firstErrorRow();
    if (row < 0) {
        m_notice = tr("No error lines in this view.");
        updateStatus();
        return;
    }
    m_notice.clear();
    setPaused(true);
    m_table->selectRow(row);
    m_table->scrollTo(m_model->index(row, 0), QAbstractItemView::PositionAtCenter);
    m_table->setFocus();
}

void ClusterLogsView::copySelection() {
    QModelIndexList rows = m_table->selectionModel()->selectedRows();
    std::sort(rows.begin(), rows.end(),
              [](const QModelIndex& a, const QModelIndex& b) { return a.row() < b.row(); });
    QStringList lines;
    lines.reserve(rows.size());
    for (const QModelIndex& i : rows)
        lines.append(m_model->lineText(i.row()));
    if (!lines.isEmpty())
        QApplication::clipboard()->setText(lines.join(u'\n') + u'\n');
}

bool ClusterLogsView::saveTo(const QString& path) {
    m_model->flush();
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Text)) {
        m_notice = tr("Could not save the log to %1: %2").arg(path, file.errorString());
        updateStatus();
        return false;
    }
    const int rows = m_model->rowCount();
    std::unique_ptr<QProgressDialog> progress;
    if (rows >= saveProgressRows) {
        progress = std::make_unique<QProgressDialog>(tr("Saving the log…"), tr("Cancel"), 0, rows, this);
        progress->setWindowModality(Qt::WindowModal);
        progress->setMinimumDuration(300);
    }
    QByteArray block;
    for (int r = 0; r < rows; ++r) {
        block += m_model->lineText(r).toUtf8();
        block += '\n';
        if (block.size() > (1 << 20) || r + 1 == rows) {
            file.write(block);
            block.clear();
        }
        if (progress && r % 10'000 == 0) {
            progress->setValue(r);
            if (progress->wasCanceled()) {
                file.cancelWriting();
                file.commit();
                m_notice = tr("Saving the log was cancelled.");
                updateStatus();
                return false;
            }
        }
    }
    if (!file.commit()) {
        m_notice = tr("Could not save the log to %1: %2").arg(path, file.errorString());
        updateStatus();
        return false;
    }
    m_notice = tr("Saved %n line(s) to %1.", nullptr, rows).arg(path);
    updateStatus();
    return true;
}

void ClusterLogsView::updateMatches() {
    if (m_model->search().isEmpty()) {
        m_matches->clear();
        return;
    }
    m_matches->setText(tr("%n match(es)", nullptr, m_model->matchCount()));
}

void ClusterLogsView::updateStatus() {
    const int lines = m_model->rowCount();
    QString text;
    switch (m_session.state()) {
    case LogsSession::State::Idle:
        text = tr("%n line(s)", nullptr, lines);
        break;
    case LogsSession::State::Loading:
        text = tr("Loading the log…");
        break;
    case LogsSession::State::Following:
        text = m_pause->isChecked() ? tr("Auto-scroll paused · %n line(s)", nullptr, lines)
                                    : tr("Following live · %n line(s)", nullptr, lines);
        break;
    case LogsSession::State::Reconnecting: {
        const int ms = m_session.msUntilRetry();
        text = ms >= 0 ? tr("Connection lost: reconnecting in %n s · ", nullptr, (ms + 999) / 1000) +
                             tr("%n line(s)", nullptr, lines)
                       : tr("Connection lost: reconnecting… · %n line(s)", nullptr, lines);
        break;
    }
    case LogsSession::State::Stopped:
        text = tr("Not following · %n line(s)", nullptr, lines);
        break;
    case LogsSession::State::Failed:
        text = tr("The log could not be loaded: %1").arg(m_session.errorText());
        break;
    }
    const qint64 capped = m_model->store().droppedByCap();
    if (capped > 0)
        text +=
            tr(" · %n older line(s) let go to save memory", nullptr, int(std::min<qint64>(capped, INT_MAX)));
    if (!m_notice.isEmpty())
        text += QStringLiteral(" · ") + m_notice;
    m_status->setText(text);
    if (m_session.state() == LogsSession::State::Reconnecting)
        m_statusTick.start();
    else
        m_statusTick.stop();
}

} // namespace cd
