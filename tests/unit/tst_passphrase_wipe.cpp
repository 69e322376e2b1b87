#include "crypto/CryptTool.h"
#include "crypto/SecretBytes.h"

#include <QBuffer>
#include <QTest>

#include <atomic>
#include <cstdlib>
#include <cstring>
#include <new>

using namespace cd::crypto;

// Passphrases in memory: what SecretBytes owned is zero when it gives it back, and reading a
// passphrase file leaves no unwiped block behind. The test replaces the array forms of global new
// and delete (SecretBytes' allocation) so it can look at each block just before it is freed, which
// is well defined, unlike reading memory after it is freed.
namespace {

// Each block carries its size in front of it, so delete[] knows how much to look at.
constexpr std::size_t front = alignof(std::max_align_t);
std::atomic<bool> watching = false;
const char* marker = nullptr; // what must not be in a freed block
std::size_t markerSize = 0;
std::atomic<int> freedWithMarker = 0;
std::atomic<int> freedWatched = 0;

void* allocate(std::size_t size) {
    auto* block = static_cast<unsigned char*>(std::malloc(size + front));
    if (!block)
        throw std::bad_alloc();
    std::memcpy(block, &size, sizeof size);
    return block + front;
}

void release(void* p) noexcept {
    if (!p)
        return;
    auto* block = static_cast<unsigned char*>(p) - front;
    std::size_t size = 0;
    std::memcpy(&size, block, sizeof size);
    if (watching.load() && marker && size >= markerSize) {
        ++freedWatched;
        const auto* data = static_cast<const unsigned char*>(p);
        for (std::size_t i = 0; i + markerSize <= size; ++i) {
            if (std::memcmp(data + i, marker, markerSize) == 0) {
                ++freedWithMarker;
                break;
            }
        }
    }
    std::free(block);
}

} // namespace

void* operator new[](std::size_t size) {
    return allocate(size);
}
void operator delete[](void* p) noexcept {
    release(p);
}
void operator delete[](void* p, std::size_t) noexcept {
    release(p);
}

class TestPassphraseWipe final : public QObject {
    Q_OBJECT

    static void watch(const char* what) {
        marker = what;
        markerSize = std::strlen(what);
        freedWithMarker = 0;
        freedWatched = 0;
        watching = true;
    }
    static void stopWatching() { watching = false; }

private slots:
    // The hook sees a block that was not wiped: without this the other tests could not fail.
    void hookSeesAnUnwipedBlock() {
        watch("unwiped passphrase");
        auto* raw = new char[64]();
        std::memcpy(raw, "unwiped passphrase", 18);
        delete[] raw;
        stopWatching();
        QCOMPARE(freedWithMarker.load(), 1);
    }

    void secretBytesWipesWhatItOwned() {
        watch("correct horse battery staple");
        {
            const char text[] = "correct horse battery staple";
            SecretBytes secret(reinterpret_cast<const unsigned char*>(text), sizeof text - 1);
            SecretBytes copy = secret; // a copy is wiped too
            SecretBytes replaced = secret;
            replaced = SecretBytes::random(8);   // what an assignment replaces
            SecretBytes moved = std::move(copy); // moving hands over, wipes nothing yet
            QCOMPARE(moved.size(), sizeof text - 1);
        }
        stopWatching();
        QCOMPARE(freedWatched.load(), 3);
        QCOMPARE(freedWithMarker.load(), 0);
    }

    // The file is read into a 64 KiB buffer of wiped memory, then the passphrase kept in one of its
    // size: the large buffer, freed on return, holds nothing.
    void passphraseReaderLeavesNoUnwipedBuffer() {
        QByteArray file("a passphrase read from a file\r\n");
        QBuffer in(&file);
        QVERIFY(in.open(QIODevice::ReadOnly));
        watch("a passphrase read from a file");
        {
            SecretBytes passphrase;
            QString error;
            QVERIFY2(CryptTool::readPassphrase(in, &passphrase, &error), qPrintable(error));
            QCOMPARE(
                QByteArray(reinterpret_cast<const char*>(passphrase.data()), qsizetype(passphrase.size())),
                QByteArray("a passphrase read from a file"));
            QCOMPARE(freedWatched.load(), 1); // the reading buffer
            QCOMPARE(freedWithMarker.load(), 0);
        }
        stopWatching();
        QCOMPARE(freedWatched.load(), 2); // and the passphrase itself
        QCOMPARE(freedWithMarker.load(), 0);
    }
};

QTEST_GUILESS_MAIN(TestPassphraseWipe)
#include "tst_passphrase_wipe.moc"
