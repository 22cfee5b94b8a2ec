#ifndef CODABLE_TUTOR_CLIBEDIT_SHIM_H
#define CODABLE_TUTOR_CLIBEDIT_SHIM_H

// libedit's readline compatibility layer, plus accessors for the globals it is driven by.
// Swift 6 refuses (or warns on) direct use of mutable C globals, and some of them are
// function pointers whose imported types are awkward; these inline functions keep every
// such access in one reviewed place.

#include <stdio.h>
#include <editline/readline.h>

/// The line being edited, as libedit last published it (valid inside a completion callback).
static inline const char *ct_rl_line_buffer(void) { return rl_line_buffer; }

/// The cursor's byte offset in `ct_rl_line_buffer()`.
static inline int ct_rl_point(void) { return rl_point; }

/// The name libedit looks up in ~/.editrc; the string must outlive the editor.
static inline void ct_rl_set_readline_name(const char *name) { rl_readline_name = name; }

/// Installs the function Tab calls with (word, start, end); it returns a malloc'd,
/// NULL-terminated array: the replacement for the word, then the candidates.
static inline void ct_rl_set_attempted_completion_function(rl_completion_func_t *function) {
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
static inline void ct_rl_set_catch_signals(int enabled) { rl_catch_signals = enabled; }

/// Replaces libedit's key reader; only read by rl_initialize(), so set it before that.
/// The function returns one character (a Unicode scalar value) or -1 for end of input.
static inline void ct_rl_set_getc_function(int (*function)(FILE *)) {
    rl_getc_function = function;
}

#endif
