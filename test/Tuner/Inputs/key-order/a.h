#ifndef S
#define S 2.0f
#endif
