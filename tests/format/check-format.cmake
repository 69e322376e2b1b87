# Fails when any C++ source of ours differs from what clang-format makes of it.
file(GLOB_RECURSE sources
    ${ROOT}/app/*.cpp ${ROOT}/app/*.h ${ROOT}/models/*.cpp ${ROOT}/models/*.h
    ${ROOT}/ui/*.cpp ${ROOT}/ui/*.h ${ROOT}/tests/*.cpp ${ROOT}/tests/*.h ${ROOT}/installer/*.cpp
    ${ROOT}/resources/*.cpp ${ROOT}/resources/*.h)
# npm packages (tests/contract/node_modules, tests/tus/node_modules, any other) are not ours to format.
list(FILTER sources EXCLUDE REGEX "/node_modules/")
execute_process(COMMAND ${CLANG_FORMAT} --dry-run --Werror ${sources}
    RESULT_VARIABLE result ERROR_VARIABLE output)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "clang-format would change these files (run clang-format -i on them):\n${output}")
endif()
message(STATUS "clang-format: all files satisfy .clang-format")
