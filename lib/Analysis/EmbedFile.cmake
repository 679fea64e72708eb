# Writes IN as a C++ raw string literal into OUT, split in chunks that every
# compiler accepts.
file(READ ${IN} CONTENT)
string(LENGTH "${CONTENT}" LEN)
set(RESULT "// Generated from ${IN}; do not edit.\n")
set(POS 0)
while(POS LESS LEN)
  string(SUBSTRING "${CONTENT}" ${POS} 8000 CHUNK)
  string(APPEND RESULT "R\"clopt_embed(${CHUNK})clopt_embed\"\n")
  math(EXPR POS "${POS} + 8000")
endwhile()
file(WRITE ${OUT} "${RESULT}")
