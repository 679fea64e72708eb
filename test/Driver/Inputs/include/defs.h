#define STRIDE 4
