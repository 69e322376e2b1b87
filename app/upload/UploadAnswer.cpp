#include "UploadAnswer.h"

#include "UploadLog.h"

#include "api/ResponseErrors.h"
#include "core/ErrorText.h"

namespace cd {

QString UploadAnswer::sentence(const Response& response) {
    const Error error = errorFromResponse(response);
    qCInfo(lcUpload).noquote() << "platform or network:" << error.code << error.detail;
    return ErrorText::sentence(error);
}

QString UploadAnswer::detail(const Response& response) {
    const QString said = platformDetail(response);
    return said.isEmpty() ? sentence(response) : said;
}

} // namespace cd
