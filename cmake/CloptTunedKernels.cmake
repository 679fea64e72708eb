# clopt_add_tuned_kernels(<target> KERNELS a.cl ... [DB file] [DEVICE name]
#                         [NO_TUNE] [FALLBACK original|error]
#                         [OUTPUT_DIR dir] [OPTIONS ...])
#
# For each kernel file a.cl, writes a.tuned.cl and a.tuned.cl.yaml into
# OUTPUT_DIR (default: the current binary directory) and makes <target>
# depend on them. clopt runs again only when a.cl, its a.cl.yaml, a header it
# includes, the database or clopt itself changes (clopt writes a depfile).
#
#   DB file        the tuning database (default: clopt's, ~/.cache/clopt)
#   DEVICE name    with NO_TUNE: the device whose database entry to use
#                  (--device-name); otherwise the device to tune on (--device)
#   NO_TUNE        never search: use the database only (no device needed)
#   FALLBACK       with NO_TUNE, a kernel without a database entry:
#                  error (default) fails the build and says how to tune it;
#                  original keeps the original kernel, with a build warning
#                  naming the missing entry
#   OPTIONS ...    more clopt options (--size N=1024, -DTILE=4, ...)
#
# The paths of the outputs are in the target property CLOPT_TUNED_KERNELS
# (a.tuned.cl files, in KERNELS order). See docs/cmake.md.

# Depfile paths are made relative to the build tree by CMake (CMP0116): the
# depfile clopt writes lists absolute paths, which that accepts.
cmake_policy(PUSH)
cmake_policy(SET CMP0116 NEW)

function(clopt_add_tuned_kernels target)
  cmake_parse_arguments(PARSE_ARGV 1 ARG "NO_TUNE"
                        "DB;DEVICE;FALLBACK;OUTPUT_DIR" "KERNELS;OPTIONS")
  if(ARG_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "clopt_add_tuned_kernels: unknown arguments: ${ARG_UNPARSED_ARGUMENTS}")
  endif()
  if(NOT TARGET ${target})
    message(FATAL_ERROR "clopt_add_tuned_kernels: no target '${target}'")
  endif()
  if(NOT ARG_KERNELS)
    message(FATAL_ERROR "clopt_add_tuned_kernels(${target}): give KERNELS a.cl ...")
  endif()
  if(NOT TARGET clopt::clopt)
    message(FATAL_ERROR "clopt_add_tuned_kernels: no clopt::clopt (find_package(clopt) first)")
  endif()
  if(NOT ARG_FALLBACK)
    set(ARG_FALLBACK error)
  endif()
  if(NOT ARG_FALLBACK MATCHES "^(original|error)$")
    message(FATAL_ERROR "clopt_add_tuned_kernels(${target}): FALLBACK must be original or "
                        "error, not '${ARG_FALLBACK}'")
  endif()
  if(ARG_FALLBACK STREQUAL "original" AND NOT ARG_NO_TUNE)
    message(FATAL_ERROR "clopt_add_tuned_kernels(${target}): FALLBACK original needs NO_TUNE "
                        "(a build that tunes always has an answer)")
  endif()
  if(NOT ARG_OUTPUT_DIR)
    set(ARG_OUTPUT_DIR ${CMAKE_CURRENT_BINARY_DIR})
  endif()
  get_filename_component(ARG_OUTPUT_DIR "${ARG_OUTPUT_DIR}" ABSOLUTE
                         BASE_DIR ${CMAKE_CURRENT_BINARY_DIR})
  file(MAKE_DIRECTORY "${ARG_OUTPUT_DIR}")

  set(common_args -q)
  set(common_deps clopt::clopt $<TARGET_FILE:clopt::clopt>)
  if(ARG_DB)
    get_filename_component(ARG_DB "${ARG_DB}" ABSOLUTE)
    list(APPEND common_args --db "${ARG_DB}")
    # With NO_TUNE the database is an input: the depfile names it only once
    # a run has read it, so one created since (the first tuning after a
    # build that kept the original) is a dependency from the next configure
    # on. A build that tunes stores into it: as a dependency, each kernel's
    # store would make every other kernel of the database out of date. Not
    # clopt's default database, a cache its user may delete: a missing
    # DEPENDS stops the build, where a missing depfile entry only re-runs
    # clopt.
    if(ARG_NO_TUNE AND EXISTS "${ARG_DB}")
      list(APPEND common_deps "${ARG_DB}")
    endif()
  endif()
  if(ARG_NO_TUNE)
    list(APPEND common_args --no-tune --fallback=${ARG_FALLBACK})
    if(ARG_DEVICE)
      list(APPEND common_args --device-name "${ARG_DEVICE}")
    endif()
  elseif(ARG_DEVICE)
    list(APPEND common_args --device "${ARG_DEVICE}")
  endif()

  set(outputs)
  foreach(kernel IN LISTS ARG_KERNELS)
    get_filename_component(source "${kernel}" ABSOLUTE)
    if(NOT EXISTS "${source}")
      message(FATAL_ERROR "clopt_add_tuned_kernels(${target}): no kernel file ${source}")
    endif()
    get_filename_component(stem "${source}" NAME_WLE)
    set(out "${ARG_OUTPUT_DIR}/${stem}.tuned.cl")
    # Two kernels of one name (a/k.cl, b/k.cl) would write one output.
    if(out IN_LIST outputs)
      message(FATAL_ERROR "clopt_add_tuned_kernels(${target}): two kernels would both "
                          "write ${out} (${kernel} and an earlier one named ${stem}.cl); "
                          "give them different names or separate calls with their own "
                          "OUTPUT_DIR")
    endif()
    # The problem spec beside the kernel: listed when it exists now; the
    # depfile names it (and the headers and the database) after each run.
    set(deps "${source}" ${common_deps})
    if(EXISTS "${source}.yaml")
      list(APPEND deps "${source}.yaml")
    endif()
    add_custom_command(
      OUTPUT "${out}" "${out}.yaml"
      COMMAND clopt::clopt "${source}" -o "${out}" --depfile "${out}.d"
              ${common_args} ${ARG_OPTIONS}
      DEPENDS ${deps}
      DEPFILE "${out}.d"
      COMMENT "clopt: ${stem}.cl -> ${stem}.tuned.cl"
      VERBATIM)
    list(APPEND outputs "${out}")
    set_property(TARGET ${target} APPEND PROPERTY CLOPT_TUNED_KERNELS "${out}")
  endforeach()

  # One custom target per call, so that several calls for one target work.
  set(index 0)
  while(TARGET ${target}-clopt-kernels-${index})
    math(EXPR index "${index} + 1")
  endwhile()
  list(TRANSFORM outputs APPEND ".yaml" OUTPUT_VARIABLE sidecars)
  add_custom_target(${target}-clopt-kernels-${index} DEPENDS ${outputs} ${sidecars})
  add_dependencies(${target} ${target}-clopt-kernels-${index})
endfunction()

cmake_policy(POP)
