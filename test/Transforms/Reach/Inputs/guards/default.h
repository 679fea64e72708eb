// A default a -D overrides: not an include guard.
#ifndef BS
#define BS 4
#endif
