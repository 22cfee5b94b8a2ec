#ifndef CLIBEDIT_SHIM_H
#define CLIBEDIT_SHIM_H

// libedit's readline compatibility layer, plus accessors for the globals it is driven by.
// Swift 6 refuses (or warns on) direct use of mutable C globals, and some of them are
// function pointers whose imported types are awkward; these inline functions keep every
// such access in one reviewed place.

#include <stdio.h>
#include <editline/readline.h>

#if defined(__APPLE__)
#include <dlfcn.h>
// The libedit Apple ships (macOS's /usr/lib/libedit, an old NetBSD one) may lack what a newer
// libedit adds: rl_catch_signals, rl_getc_function, the rl_completion_func_t type. Those
// globals are looked up at run time on macOS, so one shim builds against Apple's headers and
// Homebrew's alike; where one is missing the setter does nothing (libedit keeps its own
// signal handling and key reader). Not yet built on a Mac: see the README.
static inline void *ct_rl_global(const char *name) { return dlsym(RTLD_DEFAULT, name); }
#endif

/// A Tab completion function: (word, start, end) → a malloc'd, NULL-terminated array.
/// Spelled out rather than `rl_completion_func_t`, which older libedit does not declare.
typedef char **ct_rl_completion_function(const char *, int, int);

/// The line being edited, as libedit last published it (valid inside a completion callback).
static inline const char *ct_rl_line_buffer(void) { return rl_line_buffer; }

/// The cursor's byte offset in `ct_rl_line_buffer()`.
static inline int ct_rl_point(void) { return rl_point; }

/// The name libedit looks up in ~/.editrc; the string must outlive the editor.
static inline void ct_rl_set_readline_name(const char *name) { rl_readline_name = name; }

/// Installs the function Tab calls with (word, start, end); it returns a malloc'd,
/// NULL-terminated array: the replacement for the word, then the candidates.
static inline void ct_rl_set_attempted_completion_function(ct_rl_completion_function *function) {
    rl_attempted_completion_function = function;
}

/// The character put after a single completion; 0 for none (a directory path).
static inline void ct_rl_set_completion_append_character(int character) {
    rl_completion_append_character = character;
}

/// Non-zero stops libedit falling back to its own filename completion when we offer nothing.
static inline void ct_rl_set_attempted_completion_over(int over) {
    rl_attempted_completion_over = over;
}

/// Whether libedit installs its own signal handlers around each read (EL_SIGNAL).
/// Only read by rl_initialize(), so set it before that.
static inline void ct_rl_set_catch_signals(int enabled) {
#if defined(__APPLE__)
    int *global = (int *)ct_rl_global("rl_catch_signals");
    if (global) *global = enabled;
#else
    rl_catch_signals = enabled;
#endif
}

/// Replaces libedit's key reader; only read by rl_initialize(), so set it before that.
/// The function returns one character (a Unicode scalar value) or -1 for end of input.
static inline void ct_rl_set_getc_function(int (*function)(FILE *)) {
#if defined(__APPLE__)
    int (**global)(FILE *) = (int (**)(FILE *))ct_rl_global("rl_getc_function");
    if (global) *global = function;
#else
    rl_getc_function = function;
#endif
}

#endif
