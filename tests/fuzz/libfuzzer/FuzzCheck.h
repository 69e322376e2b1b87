#pragma once

#include <cstdio>
#include <cstdlib>

// An invariant broken on some input: abort, so libFuzzer keeps the input as a crash reproducer.
// Plain "no crash" would miss a parser that accepts what it must refuse.
#define FUZZ_CHECK(condition, what)                                                                          \
    do {                                                                                                     \
        if (!(condition)) {                                                                                  \
            std::fprintf(stderr, "\nINVARIANT BROKEN at %s:%d: %s\n  (%s)\n", __FILE__, __LINE__, what,      \
                         #condition);                                                                        \
            std::abort();                                                                                    \
        }                                                                                                    \
    } while (false)
