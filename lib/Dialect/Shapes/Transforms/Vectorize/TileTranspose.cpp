//===- TileTranspose.cpp - the transpose of a tile in registers -----------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//

#include "Nest.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::shapes;

namespace mlir {
namespace shapes {
namespace vectorize {

SmallVector<Value> transposeTile(OpBuilder &b, Location loc,
                                 ArrayRef<Value> rows) {
  int64_t lanes = rows.size();
  int64_t perLane = lanes / 4;
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
    // Element e of lane L of x and of y, interleaved.
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
    // Pairs `half` of each lane of x then of y (shufps).
    auto pairs = [&](Value x, Value y, int64_t half) {
      return shuffle(x, y, [&](int64_t j) {
        int64_t lane = j / 4, k = j % 4;
        int64_t element = lane * 4 + half * 2 + k % 2;
        return k < 2 ? element : lanes + element;
      });
    };
    u[g] = pairs(t0, t2, 0);
    u[g + 1] = pairs(t0, t2, 1);
    u[g + 2] = pairs(t1, t3, 0);
    u[g + 3] = pairs(t1, t3, 1);
  }
  // Lanes `odd` and `odd + 2` of x, then of y (shuff32x4 0x88 / 0xdd).
  auto lanePairs = [&](Value x, Value y, int64_t odd) {
    return shuffle(x, y, [&](int64_t j) {
      int64_t lane = j / perLane, k = j % perLane;
      int64_t element = ((lane % 2) * 2 + odd) * perLane + k;
      return lane < 2 ? element : lanes + element;
    });
  };
  // Transposes of the 4 x 4 lanes of x_M = u[M * p + e]: row p * L + e is
  // lane L of x_0 ... x_3.
  SmallVector<Value> result(lanes);
  for (int64_t e = 0; e < perLane; ++e) {
    Value x[4];
    for (int64_t m = 0; m < 4; ++m)
      x[m] = u[m * perLane + e];
    Value y0 = lanePairs(x[0], x[1], 0), y1 = lanePairs(x[0], x[1], 1);
    Value y2 = lanePairs(x[2], x[3], 0), y3 = lanePairs(x[2], x[3], 1);
    result[0 * perLane + e] = lanePairs(y0, y2, 0);
    result[1 * perLane + e] = lanePairs(y1, y3, 0);
    result[2 * perLane + e] = lanePairs(y0, y2, 1);
    result[3 * perLane + e] = lanePairs(y1, y3, 1);
  }
  return result;
}

} // namespace vectorize
} // namespace shapes
} // namespace mlir
