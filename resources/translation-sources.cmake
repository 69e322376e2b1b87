# The sources whose user-visible strings are translated: one list, for lupdate (resources/) and for
# the test that fails on an untranslated string (tests/i18n/), so the two cannot drift apart.
# Sets OUT to the files under ROOT.
function(clusterdesk_translation_sources out root)
    # A script (the test) has no build system to re-run the glob for.
    set(refresh CONFIGURE_DEPENDS)
    if(CMAKE_SCRIPT_MODE_FILE)
        set(refresh)
    endif()
    file(GLOB sources ${refresh}
        ${root}/ui/*.cpp ${root}/ui/*.h
        ${root}/models/*.cpp ${root}/models/*.h
        ${root}/app/core/ClusterText.cpp ${root}/app/metrics/MetricText.cpp ${root}/app/metrics/AlertText.cpp
        ${root}/app/metrics/XidText.cpp ${root}/app/billing/BillingText.cpp
        ${root}/app/health/ClusterHealthReport.cpp
        ${root}/app/upload/*.cpp ${root}/app/upload/*.h
        ${root}/app/core/ErrorText.cpp
        ${root}/app/crypto/StreamDecryptor.cpp ${root}/app/crypto/EncryptionHeader.cpp
        ${root}/app/crypto/KeyFile.cpp ${root}/app/crypto/StreamEncryptor.cpp
        ${root}/app/crypto/FileCrypt.cpp ${root}/app/crypto/CryptTool.cpp
        ${root}/app/session/StorageSession.cpp ${root}/app/session/TenantKeyring.cpp
        ${root}/app/session/ConnectionManager.cpp
        ${root}/app/demo/DemoPlatform.cpp ${root}/app/demo/DemoSamples.cpp
        ${root}/app/session/SecretStore.cpp ${root}/app/session/ConnectionProfile.cpp)
    set(${out} ${sources} PARENT_SCOPE)
endfunction()
