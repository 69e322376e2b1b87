#pragma once

namespace cd {

// How sending an upload's bytes ended, for SequentialTransfer and PartedTransfer alike: all on
// the server, failed (with a sentence of the sender's), stopped (pause, cancel, quit), the upload
// gone on the server (start a new one), or the source no longer what the upload began with.
enum class TransferEnding { Done, Failed, Stopped, Restart, SourceChanged };

} // namespace cd
