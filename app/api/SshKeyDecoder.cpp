#include "SshKeyDecoder.h"

#include "JsonReader.h"
#include "WorkloadJson.h"

namespace cd {

Result<SshKey> SshKeyDecoder::key(const QByteArray& body) {
    return JsonReader::decode<SshKey>(body, "SSH key", &WorkloadJson::sshKeyFrom);
}

Result<Page<SshKey>> SshKeyDecoder::keyPage(const QByteArray& body) {
    return JsonReader::decodePage<SshKey>(body, "SSH keys", &WorkloadJson::sshKeyFrom);
}

} // namespace cd
