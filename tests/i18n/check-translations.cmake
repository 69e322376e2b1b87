# Fails when a user-visible string has no finished Simplified Chinese translation (the sources are
# resources/translation-sources.cmake, lupdate's own list):
# runs lupdate over the sources into a copy of the .ts file and counts what it left unfinished.
file(MAKE_DIRECTORY ${WORK})
configure_file(${TS} ${WORK}/clusterdesk_zh_CN.ts COPYONLY)
include(${ROOT}/resources/translation-sources.cmake)
clusterdesk_translation_sources(sources ${ROOT})
execute_process(COMMAND ${LUPDATE} -no-obsolete -locations none ${sources} -ts ${WORK}/clusterdesk_zh_CN.ts
    RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE output)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "lupdate failed:\n${output}")
endif()
file(READ ${WORK}/clusterdesk_zh_CN.ts ts)
string(REGEX MATCHALL "<source>[^<]*</source>[ \n\r\t]*(<comment>[^<]*</comment>[ \n\r\t]*)?<translation type=\"unfinished\"" unfinished "${ts}")
list(LENGTH unfinished count)
if(count GREATER 0)
    string(REPLACE ";" "\n" listed "${unfinished}")
    message(FATAL_ERROR "${count} string(s) have no Chinese translation; run "
        "`cmake --build build --target update_translations` and translate them in "
        "resources/translations/clusterdesk_zh_CN.ts:\n${listed}")
endif()
message(STATUS "every user-visible string has a finished zh_CN translation")
