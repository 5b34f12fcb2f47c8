//===- TileTranspose.cpp - the transpose of a tile in registers -----------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//

#include "shapes/Dialect/Shapes/Transforms/CodeGen/TileTranspose.h"
#include "shapes/Dialect/Shapes/Transforms/CodeGen/VectorElements.h"

#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::shapes;

namespace mlir {
namespace shapes {
namespace codegen {

SmallVector<Value> transposeTile(OpBuilder &b, Location loc,
                                 const VectorTarget &target,
                                 ArrayRef<Value> rows) {
  int64_t lanes = rows.size();
  int64_t bytes =
      elementBytes(cast<VectorType>(rows.front().getType()).getElementType());
  assert(lanes * bytes == target.lineBytes && target.canTransposeTiles(bytes) &&
         "no shuffles for this tile");
  // p elements in each of the L shuffle lanes of a row.
  int64_t perLane = target.shuffleLaneBytes / bytes;
  int64_t lineLanes = lanes / perLane;
  auto shuffle = [&](Value x, Value y, function_ref<int64_t(int64_t)> pick) {
    SmallVector<int64_t> mask;
    for (int64_t j = 0; j < lanes; ++j)
      mask.push_back(pick(j));
    return vector::ShuffleOp::create(b, loc, x, y, mask).getResult();
  };
  // In-lane transposes: u[g * p + e] holds, in lane L, element p * L + e of
  // rows g * p ... g * p + p - 1.
  SmallVector<Value> u(lanes);
  for (int64_t g = 0; g < lanes; g += perLane) {
    // Element e of lane L of x and of y, interleaved (x86: unpcklps and
    // unpckhps, unpcklpd and unpckhpd).
    auto interleave = [&](Value x, Value y, int64_t half) {
      return shuffle(x, y, [&](int64_t j) {
        int64_t lane = j / perLane, k = j % perLane;
        int64_t element = lane * perLane + half * perLane / 2 + k / 2;
        return k % 2 ? lanes + element : element;
      });
    };
    if (perLane == 2) {
      u[g] = interleave(rows[g], rows[g + 1], 0);
      u[g + 1] = interleave(rows[g], rows[g + 1], 1);
      continue;
    }
    Value t0 = interleave(rows[g], rows[g + 1], 0);
    Value t1 = interleave(rows[g], rows[g + 1], 1);
    Value t2 = interleave(rows[g + 2], rows[g + 3], 0);
    Value t3 = interleave(rows[g + 2], rows[g + 3], 1);
    // Pairs `half` of each lane of x then of y (x86: shufps).
    auto pairs = [&](Value x, Value y, int64_t half) {
      return shuffle(x, y, [&](int64_t j) {
        int64_t lane = j / perLane, k = j % perLane;
        int64_t element = lane * perLane + half * 2 + k % 2;
        return k < 2 ? element : lanes + element;
      });
    };
    u[g] = pairs(t0, t2, 0);
    u[g + 1] = pairs(t0, t2, 1);
    u[g + 2] = pairs(t1, t3, 0);
    u[g + 3] = pairs(t1, t3, 1);
  }
  // The even (odd = 0) or odd lanes of x, then of y (x86 with 4 lanes:
  // shuff32x4 0x88 / 0xdd).
  auto lanePairs = [&](Value x, Value y, int64_t odd) {
    return shuffle(x, y, [&](int64_t j) {
      int64_t lane = j / perLane, k = j % perLane;
      int64_t element = ((lane % (lineLanes / 2)) * 2 + odd) * perLane + k;
      return lane < lineLanes / 2 ? element : lanes + element;
    });
  };
  // Transposes of the L x L lanes of x_M = u[M * p + e]: row p * L + e is
  // lane L of x_0 ... x_{L-1}. Each of the log2(L) rounds takes the even
  // lanes of x_{2i} and x_{2i+1} into x_i and their odd lanes into
  // x_{L/2+i}; after them, x_M holds lane M of each input. A round
  // creates its shuffles pair by pair, the last result by result.
  SmallVector<Value> result(lanes);
  for (int64_t e = 0; e < perLane; ++e) {
    SmallVector<Value> x(lineLanes);
    for (int64_t m = 0; m < lineLanes; ++m)
      x[m] = u[m * perLane + e];
    int64_t half = lineLanes / 2;
    for (int64_t round = 1; round < lineLanes; round *= 2) {
      SmallVector<Value> next(lineLanes);
      if (round * 2 < lineLanes) {
        for (int64_t i = 0; i < half; ++i) {
          next[i] = lanePairs(x[2 * i], x[2 * i + 1], 0);
          next[half + i] = lanePairs(x[2 * i], x[2 * i + 1], 1);
        }
      } else {
        for (int64_t m = 0; m < lineLanes; ++m) {
          int64_t i = m % half;
          next[m] = lanePairs(x[2 * i], x[2 * i + 1], m / half);
        }
      }
      x = std::move(next);
    }
    for (int64_t m = 0; m < lineLanes; ++m)
      result[m * perLane + e] = x[m];
  }
  return result;
}

} // namespace codegen
} // namespace shapes
} // namespace mlir
