#ifndef CODABLE_TUTOR_CLIBEDIT_SHIM_H
#define CODABLE_TUTOR_CLIBEDIT_SHIM_H

#include <stdio.h>
#include <editline/readline.h>

#endif
