# The sources whose user-visible strings are translated: one list, for lupdate (resources/) and for
# the test that fails on an untranslated string (tests/i18n/), so the two cannot drift apart.
# Sets OUT to the files under ROOT.
function(clusterdesk_translation_sources out root)
    # A script (the test) has no build system to re-run the glob for.
    set(refresh CONFIGURE_DEPENDS)
    if(CMAKE_SCRIPT_MODE_FILE)
        set(refresh)
    endif()
    # Every file of the console's libraries, so a string in a new file cannot be missed (it was: two
    # new session files once shipped English in the Chinese console). The simulator (platform/,
    # and its http/ and sqlite/ folders below it) speaks English to developers and has no tr().
    file(GLOB sources ${refresh}
        ${root}/ui/*.cpp ${root}/ui/*.h ${root}/ui/charts/*.cpp ${root}/ui/charts/*.h
        ${root}/models/*.cpp ${root}/models/*.h
        ${root}/app/*/*.cpp ${root}/app/*/*.h)
    list(FILTER sources EXCLUDE REGEX "/app/platform/")
    set(${out} ${sources} PARENT_SCOPE)
endfunction()
