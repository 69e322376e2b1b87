#pragma once

#include <QString>

struct archive_entry;

namespace cd {

// libarchive spells names in a tar header through the C library's multibyte locale, and under
// the "C" locale it cannot spell a non-ASCII name at all (libarchive 3.6 even crashes trying).
// The console normally runs in the person's UTF-8 locale, but a bundle must not depend on that:
// while one of these lives, the calling thread alone uses a UTF-8 LC_CTYPE. Create it before the
// archive: libarchive remembers the character set when it first converts a name.
class Utf8ArchiveLocale {
public:
    Utf8ArchiveLocale();
    ~Utf8ArchiveLocale();
    Utf8ArchiveLocale(const Utf8ArchiveLocale&) = delete;
    Utf8ArchiveLocale& operator=(const Utf8ArchiveLocale&) = delete;

    // False when the system has no UTF-8 locale to switch to: only ASCII names can be written.
    bool isUtf8() const;

private:
    void* m_locale = nullptr; // locale_t, kept opaque so this header needs no POSIX ones
    void* m_previous = nullptr;
};

// An entry's name and link target. Needs a Utf8ArchiveLocale alive on this thread.
void setEntryPath(archive_entry* entry, const QString& path);
void setEntrySymlink(archive_entry* entry, const QString& target);

bool isAscii(const QByteArray& bytes);

} // namespace cd
