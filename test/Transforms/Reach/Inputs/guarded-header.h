#ifndef GUARDED_HEADER_H
#define GUARDED_HEADER_H
#define HEADER_SCALE 0.0f
#endif
