//===- SourceLocationsTest.cpp - locations of the imported ops ------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// hlo::SourceLocations, which the HLO importer makes its ops' locations
// with, gives the locations that SourceMgr gives, whatever the line breaks
// and in whatever order the positions come.
//
//===----------------------------------------------------------------------===//

#include "HloText.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

using namespace mlir;
using namespace mlir::shapes;

namespace {

TEST(SourceLocationsTest, SameAsTheSourceManager) {
  std::mt19937 rng(20261125);
  // Lines of many lengths, a few longer than the distance SourceLocations
  // counts over, ended by "\n", "\r\n", a lone '\r' or an empty line.
  const char *breaks[] = {"\n", "\r\n", "\r", "\n\n"};
  std::string text;
  for (int i = 0; i < 500; ++i) {
    size_t length = i % 97 == 5 ? 9000 : rng() % 90;
    for (size_t k = 0; k < length; ++k)
      text += "ab %=,{}"[rng() % 8];
    text += breaks[rng() % 4];
  }
  text += "no line break at the end";

  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBufferCopy(text, "module.hlo"), llvm::SMLoc());
  const char *start =
      sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID())->getBufferStart();
  MLIRContext context;
  hlo::SourceLocations locations(sourceMgr, &context);

  // Mostly forward in small steps, as the instructions of a computation
  // come, with jumps back (a called computation) and far ahead.
  std::vector<size_t> offsets;
  size_t offset = 0;
  while (offset <= text.size()) {
    offsets.push_back(offset);
    if (offsets.size() % 41 == 0)
      offsets.push_back(rng() % (text.size() + 1));
    offset += rng() % 120;
  }
  offsets.push_back(text.size());
  offsets.push_back(0);
  offsets.push_back(0);

  for (size_t at : offsets) {
    llvm::SMLoc loc = llvm::SMLoc::getFromPointer(start + at);
    ASSERT_EQ(locations.get(loc), hlo::getLocation(sourceMgr, &context, loc))
        << "at offset " << at;
  }
}

} // namespace
