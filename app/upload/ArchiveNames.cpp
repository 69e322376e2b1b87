#include "ArchiveNames.h"

#include <archive_entry.h>

#ifndef _WIN32
#include <clocale>
#include <langinfo.h>
#include <locale.h>
#endif

namespace cd {

namespace {

#ifndef _WIN32
bool codesetIsUtf8() {
    const QByteArray codeset = QByteArray(nl_langinfo(CODESET)).toUpper();
    return codeset == "UTF-8" || codeset == "UTF8";
}
#endif

} // namespace

Utf8ArchiveLocale::Utf8ArchiveLocale() {
#ifndef _WIN32
    if (codesetIsUtf8())
        return;
    // glibc and musl know C.UTF-8; macOS and the BSDs know the bare "UTF-8" LC_CTYPE.
    for (const char* name : {"C.UTF-8", "C.utf8", "UTF-8", "en_US.UTF-8"}) {
        if (locale_t utf8 = newlocale(LC_CTYPE_MASK, name, locale_t(nullptr))) {
            m_locale = utf8;
            m_previous = uselocale(utf8);
            return;
        }
    }
#endif
}

Utf8ArchiveLocale::~Utf8ArchiveLocale() {
#ifndef _WIN32
    if (!m_locale)
        return;
    uselocale(static_cast<locale_t>(m_previous));
    freelocale(static_cast<locale_t>(m_locale));
#endif
}

bool Utf8ArchiveLocale::isUtf8() const {
#ifdef _WIN32
    return true; // libarchive converts from UTF-16 itself, without the C locale
#else
    return codesetIsUtf8();
#endif
}

void setEntryPath(archive_entry* entry, const QString& path) {
#ifdef _WIN32
    archive_entry_copy_pathname_w(entry, reinterpret_cast<const wchar_t*>(path.utf16()));
#else
    archive_entry_set_pathname_utf8(entry, path.toUtf8().constData());
#endif
}

void setEntrySymlink(archive_entry* entry, const QString& target) {
#ifdef _WIN32
    archive_entry_copy_symlink_w(entry, reinterpret_cast<const wchar_t*>(target.utf16()));
#else
    archive_entry_set_symlink_utf8(entry, target.toUtf8().constData());
#endif
}

bool isAscii(const QByteArray& bytes) {
    for (char c : bytes) {
        if (static_cast<unsigned char>(c) >= 0x80)
            return false;
    }
    return true;
}

} // namespace cd
