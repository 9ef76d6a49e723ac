/* Placeholder: the simulator's main loop is being written. */
#include <stdio.h>
int main(void) { puts("loopscope-sim: not built yet"); return 1; }
