# Shared CMake helpers for Loopscope.

function(loopscope_git_revision out_var)
  execute_process(COMMAND git rev-parse --short=12 HEAD
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR}
    OUTPUT_VARIABLE rev OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0 OR rev STREQUAL "")
    set(rev "unknown")
  endif()
  set(${out_var} "${rev}" PARENT_SCOPE)
endfunction()

# Warnings every target of ours gets.
function(loopscope_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wno-unused-parameter)
endfunction()

# core and devices must never depend on QtWidgets: fail the configure step if
# they (or anything they link) pull it in.
function(loopscope_forbid_widgets target)
  get_target_property(libs ${target} LINK_LIBRARIES)
  foreach(lib IN LISTS libs)
    if(lib MATCHES "Widgets|Charts|OpenGLWidgets")
      message(FATAL_ERROR "${target} must not link ${lib}: core and devices never use QtWidgets (see DESIGN.md)")
    endif()
  endforeach()
  # And at compile time: a widgets header included by mistake fails the build.
  target_compile_definitions(${target} PRIVATE LOOPSCOPE_NO_WIDGETS=1)
endfunction()

# A Qt Test executable registered with CTest. Usage:
#   loopscope_add_test(NAME name SOURCES a.cpp ... LIBS lib ... [LABELS l ...] [TIMEOUT s])
# A run a test stores without naming a library goes into a library of the
# build tree ($LOOPSCOPE_LIBRARY), never into the user's own: its state (a
# newer schema written by another build) must not decide a test's exit code.
function(loopscope_add_test)
  cmake_parse_arguments(T "" "NAME;TIMEOUT" "SOURCES;LIBS;LABELS" ${ARGN})
  add_executable(${T_NAME} ${T_SOURCES})
  target_link_libraries(${T_NAME} PRIVATE ${T_LIBS} Qt6::Test)
  loopscope_warnings(${T_NAME})
  add_test(NAME ${T_NAME} COMMAND ${T_NAME})
  if(NOT T_TIMEOUT)
    set(T_TIMEOUT 120)
  endif()
  set_tests_properties(${T_NAME} PROPERTIES TIMEOUT ${T_TIMEOUT}
    LABELS "${T_LABELS}"
    ENVIRONMENT "QT_QPA_PLATFORM=offscreen;LOOPSCOPE_BIN_DIR=${CMAKE_RUNTIME_OUTPUT_DIRECTORY};LOOPSCOPE_SOURCE_DIR=${PROJECT_SOURCE_DIR};LOOPSCOPE_LIBRARY=${PROJECT_BINARY_DIR}/Testing/library/library.sqlite")
endfunction()
