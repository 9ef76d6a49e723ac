// Placeholder: the CLI is being written.
#include <cstdio>
int main() { std::puts("loopscope-cli: not built yet"); return 1; }
