// Renders the application's SVG icon at build time, with Qt's own SVG renderer (no image tool
// needed on the build machine), to what each system's desktop looks for:
//   clusterdesk-icon-renderer SVG SIZE OUT.png   one PNG, for the hicolor theme (Linux)
//   clusterdesk-icon-renderer SVG OUT.ico        the Windows icon, 16 to 256 px
//   clusterdesk-icon-renderer SVG OUT.icns       the macOS icon, 16 to 512 pt at 1x and 2x
// ICO and ICNS both hold PNG images in a simple directory; Qt's image writers make neither with
// several sizes, so this writes the directories itself.
#include <QBuffer>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QSaveFile>
#include <QSvgRenderer>
#include <QtEndian>

#include <cstdio>
#include <utility>
#include <vector>

namespace {

QByteArray renderPng(QSvgRenderer& renderer, int size) {
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    renderer.render(&painter);
    painter.end();
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return png;
}

template <typename T>
void append(QByteArray& out, T value) {
    out.append(reinterpret_cast<const char*>(&value), sizeof value);
}

// ICONDIR, one ICONDIRENTRY per size (width and height 0 mean 256), then the PNGs; little-endian.
QByteArray ico(QSvgRenderer& renderer) {
    const std::vector<int> sizes{16, 24, 32, 48, 64, 128, 256};
    std::vector<QByteArray> images;
    for (int size : sizes)
        images.push_back(renderPng(renderer, size));
    QByteArray out;
    append(out, qToLittleEndian<quint16>(0));
    append(out, qToLittleEndian<quint16>(1)); // an icon, not a cursor
    append(out, qToLittleEndian<quint16>(quint16(sizes.size())));
    quint32 offset = quint32(6 + 16 * sizes.size());
    for (size_t i = 0; i < sizes.size(); ++i) {
        out.append(char(sizes[i] >= 256 ? 0 : sizes[i]));
        out.append(char(sizes[i] >= 256 ? 0 : sizes[i]));
        out.append(char(0)); // no palette
        out.append(char(0));
        append(out, qToLittleEndian<quint16>(1));  // colour planes
        append(out, qToLittleEndian<quint16>(32)); // bits per pixel
        append(out, qToLittleEndian<quint32>(quint32(images[i].size())));
        append(out, qToLittleEndian<quint32>(offset));
        offset += quint32(images[i].size());
    }
    for (const QByteArray& image : images)
        out.append(image);
    return out;
}

// 'icns', the file's length, then per size its type, the entry's length and a PNG; big-endian.
// Every size Finder and the Dock ask for, at 1x and at 2x for Retina screens, under the icns types
// Apple gives them: 16 (icp4, 2x ic11), 32 (icp5, 2x ic12), 128 (ic07, 2x ic13), 256 (ic08, 2x ic14) and
// 512 (ic09, 2x ic10).
QByteArray icns(QSvgRenderer& renderer) {
    const std::vector<std::pair<const char*, int>> types{
        {"icp4", 16},  {"ic11", 32},  {"icp5", 32},  {"ic12", 64},  {"ic07", 128},
        {"ic13", 256}, {"ic08", 256}, {"ic14", 512}, {"ic09", 512}, {"ic10", 1024}};
    QByteArray entries;
    for (const auto& [type, size] : types) {
        const QByteArray png = renderPng(renderer, size);
        entries.append(type, 4);
        append(entries, qToBigEndian<quint32>(quint32(8 + png.size())));
        entries.append(png);
    }
    QByteArray out("icns");
    append(out, qToBigEndian<quint32>(quint32(8 + entries.size())));
    return out + entries;
}

} // namespace

int main(int argc, char** argv) {
    QGuiApplication app(argc, argv);
    if (argc != 3 && argc != 4) {
        std::fprintf(stderr,
                     "usage: clusterdesk-icon-renderer SVG SIZE OUT.png | SVG OUT.ico | SVG OUT.icns\n");
        return 2;
    }
    QSvgRenderer renderer(QString::fromLocal8Bit(argv[1]));
    if (!renderer.isValid()) {
        std::fprintf(stderr, "clusterdesk-icon-renderer: cannot read %s\n", argv[1]);
        return 1;
    }
    const QString out = QString::fromLocal8Bit(argv[argc - 1]);
    QByteArray bytes;
    if (argc == 4) {
        const int size = QString::fromLocal8Bit(argv[2]).toInt();
        if (size <= 0 || size > 4096) {
            std::fprintf(stderr, "clusterdesk-icon-renderer: no size %s\n", argv[2]);
            return 2;
        }
        bytes = renderPng(renderer, size);
    } else if (out.endsWith(QLatin1String(".ico"))) {
        bytes = ico(renderer);
    } else if (out.endsWith(QLatin1String(".icns"))) {
        bytes = icns(renderer);
    } else {
        std::fprintf(stderr, "clusterdesk-icon-renderer: %s is neither .ico nor .icns\n", argv[2]);
        return 2;
    }
    QSaveFile file(out);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        std::fprintf(stderr, "clusterdesk-icon-renderer: cannot write %s\n", qPrintable(out));
        return 1;
    }
    return 0;
}
