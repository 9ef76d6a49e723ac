// A stand-in for libFuzzer's main so every fuzz target also runs in the
// ordinary (gcc, sanitizer) builds: replay the corpus folder, then feed
// mutated and random inputs for a bounded time. The real coverage-guided
// fuzzing runs in CI's clang build (-DLOOPSCOPE_FUZZ=ON).
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int main(int argc, char **argv)
{
    std::vector<std::vector<uint8_t>> corpus;
    double seconds = 3.0;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--seconds") == 0 && i + 1 < argc) {
            seconds = std::atof(argv[++i]);
            continue;
        }
        std::filesystem::path dir(argv[i]);
        if (!std::filesystem::is_directory(dir))
            continue;
        for (const auto &entry : std::filesystem::directory_iterator(dir)) {
            std::ifstream in(entry.path(), std::ios::binary);
            corpus.emplace_back(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
        }
    }
    for (const auto &input : corpus)
        LLVMFuzzerTestOneInput(input.data(), input.size());
    if (corpus.empty())
        corpus.emplace_back();

    std::mt19937_64 rng(12345);
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
    std::size_t runs = 0;
    std::vector<uint8_t> buf;
    while (std::chrono::steady_clock::now() < deadline) {
        buf = corpus[rng() % corpus.size()];
        const int mutations = 1 + static_cast<int>(rng() % 8);
        for (int m = 0; m < mutations; ++m) {
            switch (rng() % 5) {
            case 0: if (!buf.empty()) buf[rng() % buf.size()] ^= static_cast<uint8_t>(1u << (rng() % 8)); break;
            case 1: if (!buf.empty()) buf[rng() % buf.size()] = static_cast<uint8_t>(rng()); break;
            case 2: buf.insert(buf.begin() + static_cast<long>(buf.empty() ? 0 : rng() % buf.size()), static_cast<uint8_t>(rng())); break;
            case 3: if (!buf.empty()) buf.erase(buf.begin() + static_cast<long>(rng() % buf.size())); break;
            case 4: if (!buf.empty()) buf.resize(rng() % (buf.size() + 1)); break;
            }
        }
        LLVMFuzzerTestOneInput(buf.data(), buf.size());
        ++runs;
    }
    std::printf("replayed %zu corpus inputs, %zu mutated runs\n", corpus.size(), runs);
    return 0;
}
