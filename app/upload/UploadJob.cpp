#include "UploadJob.h"

namespace cd {

namespace {
struct StateName {
    UploadState state;
    const char* id;
};
constexpr StateName names[] = {
    {UploadState::Queued, "queued"},       {UploadState::Bundling, "bundling"},
    {UploadState::Uploading, "uploading"}, {UploadState::Verifying, "verifying"},
    {UploadState::Paused, "paused"},       {UploadState::Done, "done"},
    {UploadState::Failed, "failed"},       {UploadState::Cancelled, "cancelled"},
};
} // namespace

QString uploadStateId(UploadState state) {
    for (const StateName& n : names) {
        if (n.state == state)
            return QString::fromLatin1(n.id);
    }
    return QStringLiteral("queued");
}

UploadState uploadStateFromId(const QString& id) {
    for (const StateName& n : names) {
        if (id == QLatin1String(n.id))
            return n.state;
    }
    return UploadState::Queued;
}

} // namespace cd
