#ifndef S
#define S 3.0f
#endif
