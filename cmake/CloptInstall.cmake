# `cmake --install`: clopt and clopt-worker, the host-side libraries and
# their headers, the CMake package (lib/cmake/clopt) and a pkg-config file
# for the host helper (docs/cmake.md).
include(CMakePackageConfigHelpers)

set_target_properties(cloptRuntimeSupport PROPERTIES EXPORT_NAME RuntimeSupport)
set_target_properties(cloptRuntimeDevice PROPERTIES EXPORT_NAME RuntimeDevice)
set_target_properties(cloptHostHelper PROPERTIES EXPORT_NAME HostHelper)
install(TARGETS cloptRuntimeSupport cloptRuntimeDevice cloptHostHelper
  EXPORT cloptTargets
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
  INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
# clopt finds clopt-worker beside itself.
install(TARGETS clopt clopt-worker RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(DIRECTORY ${CLOPT_SOURCE_DIR}/include/clopt/Runtime
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/clopt FILES_MATCHING PATTERN "*.h")

set(CLOPT_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/clopt)
install(EXPORT cloptTargets NAMESPACE clopt:: DESTINATION ${CLOPT_CMAKE_DIR})
configure_package_config_file(${CLOPT_SOURCE_DIR}/cmake/cloptConfig.cmake.in
  ${CLOPT_BINARY_DIR}/cloptConfig.cmake
  INSTALL_DESTINATION ${CLOPT_CMAKE_DIR}
  PATH_VARS CMAKE_INSTALL_BINDIR)
write_basic_package_version_file(${CLOPT_BINARY_DIR}/cloptConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${CLOPT_BINARY_DIR}/cloptConfig.cmake
              ${CLOPT_BINARY_DIR}/cloptConfigVersion.cmake
              ${CLOPT_SOURCE_DIR}/cmake/CloptTunedKernels.cmake
  DESTINATION ${CLOPT_CMAKE_DIR})

# Relative to the .pc file, so that `cmake --install --prefix` anywhere works.
file(RELATIVE_PATH CLOPT_PC_TO_PREFIX /prefix/${CMAKE_INSTALL_LIBDIR}/pkgconfig /prefix)
configure_file(${CLOPT_SOURCE_DIR}/cmake/clopt-hosthelper.pc.in
  ${CLOPT_BINARY_DIR}/clopt-hosthelper.pc @ONLY)
install(FILES ${CLOPT_BINARY_DIR}/clopt-hosthelper.pc
  DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
