//===- ProgramLinalg.cpp - reduce and dot steps as linalg ops -------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The shapes dialect has no reduce or dot op: in the MLIR form of a
// program these steps are linalg ops on tensors, as the HLO importer
// writes them, except that the operands keep their layouts (the lowering
// takes `#shapes.layout` operands of linalg ops). A reduce is
// `linalg.reduce`; a dot is `linalg.matmul` when its operands are
// [free, contracting] and [contracting, free], `linalg.batch_matmul` for
// [batch, free, contracting] and [batch, contracting, free], and a
// contraction `linalg.generic` otherwise. Each accumulates into a
// `linalg.fill` of its init value over a `tensor.empty` whose '?' sizes
// are `tensor.dim`s of the operands; a result with a spelled layout is a
// `shapes.relayout` of the default-layout one.
//
//===----------------------------------------------------------------------===//

#include "Program.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <sstream>

namespace mlir::shapes {
namespace difftest {

std::string mlirLiteral(Elem elem, int64_t intValue, double floatValue) {
  char buffer[32];
  if (elem == Elem::F32) {
    float value = static_cast<float>(floatValue);
    uint32_t bits;
    std::memcpy(&bits, &value, 4);
    std::snprintf(buffer, sizeof(buffer), "0x%08X", bits);
    return buffer;
  }
  if (elem == Elem::F64) {
    uint64_t bits;
    std::memcpy(&bits, &floatValue, 8);
    std::snprintf(buffer, sizeof(buffer), "0x%016llX",
                  static_cast<unsigned long long>(bits));
    return buffer;
  }
  if (elem == Elem::I1)
    return intValue ? "1" : "0";
  return std::to_string(intValue);
}

namespace {

/// The arith op that combines two elements of `elem` by `op`.
const char *combinerOp(BinaryOpKind op, Elem elem) {
  bool single = isFloat(elem);
  switch (op) {
  case BinaryOpKind::Add:
    return single ? "arith.addf" : "arith.addi";
  case BinaryOpKind::Mul:
    return single ? "arith.mulf" : "arith.muli";
  case BinaryOpKind::Max:
    return single ? "arith.maximumf" : "arith.maxsi";
  case BinaryOpKind::Min:
    return single ? "arith.minimumf" : "arith.minsi";
  case BinaryOpKind::And:
    return "arith.andi";
  case BinaryOpKind::Or:
    return "arith.ori";
  default:
    return "";
  }
}

std::string listString(const DimVector &values) {
  std::string out = "[";
  for (size_t i = 0; i < values.size(); ++i)
    out += (i ? ", " : "") + std::to_string(values[i]);
  return out + "]";
}

/// The dimensions of `array` in a default-layout tensor type.
std::string plainType(const Array &array) {
  Array plain;
  plain.elem = array.elem;
  plain.dims = array.dims;
  plain.dynamic = array.dynamic;
  return plain.typeString();
}

/// Writes `<prefix>_f`, the fill of a fresh tensor of the result's
/// default-layout type with `init`. Each '?' size d of the result is
/// `<prefix>_d<d>`, the `tensor.dim` of the operand it comes from.
void writeFill(std::ostream &os, const std::string &prefix,
               const Program &program, const Step &step,
               const std::string &init) {
  const Array &result = program.values[step.result];
  std::string type = plainType(result);
  const char *elem = mlirName(result.elem);
  os << prefix << "_i = arith.constant " << init << " : " << elem << " ";
  std::vector<SizeOrigin> origins = linalgResultOrigins(step, program.values);
  std::string sizes;
  for (size_t d = 0; d < result.dims.size(); ++d) {
    if (!result.isDynamic(d))
      continue;
    const SizeOrigin &origin = origins[d];
    std::string index = prefix + "_c" + std::to_string(d);
    std::string size = prefix + "_d" + std::to_string(d);
    os << index << " = arith.constant " << origin.dim << " : index " << size
       << " = tensor.dim " << program.valueName(origin.value) << ", " << index
       << " : " << program.values[origin.value].typeString() << " ";
    sizes += (sizes.empty() ? "" : ", ") + size;
  }
  os << prefix << "_e = tensor.empty(" << sizes << ") : " << type << " "
     << prefix << "_f = linalg.fill ins(" << prefix << "_i : " << elem
     << ") outs(" << prefix << "_e : " << type << ") -> " << type << " ";
}

/// The affine map `(d0, ..., dN-1) -> (results)`.
std::string affineMap(int64_t loops, const DimVector &results) {
  std::string out = "affine_map<(";
  for (int64_t d = 0; d < loops; ++d)
    out += (d ? ", d" : "d") + std::to_string(d);
  out += ") -> (";
  for (size_t i = 0; i < results.size(); ++i)
    out += (i ? ", d" : "d") + std::to_string(results[i]);
  return out + ")>";
}

/// The free dimension of a dot operand of `rank`, or -1.
int64_t freeDimension(int64_t rank, const DimVector &batch,
                      const DimVector &contracting) {
  for (int64_t d = 0; d < rank; ++d)
    if (std::find(batch.begin(), batch.end(), d) == batch.end() &&
        std::find(contracting.begin(), contracting.end(), d) ==
            contracting.end())
      return d;
  return -1;
}

/// The loops of each dimension of a dot operand: batch loops first, then
/// the lhs and the rhs free loop, then the contracting loops.
DimVector operandLoops(int64_t rank, const DimVector &batch, int64_t freeLoop) {
  DimVector loops(rank, freeLoop);
  for (size_t i = 0; i < batch.size(); ++i)
    loops[batch[i]] = i;
  return loops;
}

/// The contraction of a dot step: a named op when its operand orders fit
/// one, a linalg.generic otherwise.
void writeContraction(std::ostream &os, const Program &program,
                      const Step &step, const std::string &prefix) {
  const Array &lhs = program.values[step.lhs];
  const Array &rhs = program.values[step.rhs];
  const Array &result = program.values[step.result];
  int64_t lhsRank = lhs.dims.size(), rhsRank = rhs.dims.size();
  int64_t batch = step.lhsBatch.size();
  int64_t lhsFree = freeDimension(lhsRank, step.lhsBatch, step.lhsContracting);
  int64_t rhsFree = freeDimension(rhsRank, step.rhsBatch, step.rhsContracting);
  std::string outType = plainType(result);
  std::string operands = "ins(" + program.valueName(step.lhs) + ", " +
                         program.valueName(step.rhs) + " : " +
                         lhs.typeString() + ", " + rhs.typeString() +
                         ") outs(" + prefix + "_f : " + outType + ")";
  std::string named = contractionOpName(program, step);
  if (named != "linalg.generic") {
    os << named << " " << operands << " -> " << outType << " ";
    return;
  }
  int64_t freeLoops = (lhsFree >= 0) + (rhsFree >= 0);
  int64_t loops = batch + freeLoops + step.lhsContracting.size();
  DimVector lhsLoops = operandLoops(lhsRank, step.lhsBatch, batch);
  DimVector rhsLoops =
      operandLoops(rhsRank, step.rhsBatch, batch + (lhsFree >= 0));
  for (size_t j = 0; j < step.lhsContracting.size(); ++j) {
    lhsLoops[step.lhsContracting[j]] = batch + freeLoops + j;
    rhsLoops[step.rhsContracting[j]] = batch + freeLoops + j;
  }
  DimVector outLoops(batch + freeLoops);
  for (int64_t d = 0; d < batch + freeLoops; ++d)
    outLoops[d] = d;
  os << "linalg.generic {indexing_maps = [" << affineMap(loops, lhsLoops)
     << ", " << affineMap(loops, rhsLoops) << ", " << affineMap(loops, outLoops)
     << "], iterator_types = [";
  for (int64_t d = 0; d < loops; ++d)
    os << (d ? ", " : "")
       << (d < batch + freeLoops ? "\"parallel\"" : "\"reduction\"");
  const char *elem = mlirName(result.elem);
  bool single = isFloat(result.elem);
  os << "]} " << operands << " { ^bb0(%x: " << elem << ", %y: " << elem
     << ", %acc: " << elem
     << "): %m = " << (single ? "arith.mulf" : "arith.muli")
     << " %x, %y : " << elem
     << " %s = " << (single ? "arith.addf" : "arith.addi")
     << " %acc, %m : " << elem << " linalg.yield %s : " << elem << " } -> "
     << outType << " ";
}

} // namespace

std::string contractionOpName(const Program &program, const Step &step) {
  int64_t lhsRank = program.values[step.lhs].dims.size();
  int64_t rhsRank = program.values[step.rhs].dims.size();
  int64_t batch = step.lhsBatch.size();
  int64_t lhsFree = freeDimension(lhsRank, step.lhsBatch, step.lhsContracting);
  int64_t rhsFree = freeDimension(rhsRank, step.rhsBatch, step.rhsContracting);
  bool oneEach =
      lhsFree >= 0 && rhsFree >= 0 && step.lhsContracting.size() == 1;
  if (oneEach && batch == 0 && lhsFree == 0 && rhsFree == 1)
    return "linalg.matmul";
  if (oneEach && batch == 1 && step.lhsBatch[0] == 0 && step.rhsBatch[0] == 0 &&
      lhsFree == 1 && rhsFree == 2)
    return "linalg.batch_matmul";
  return "linalg.generic";
}

std::vector<SizeOrigin> linalgResultOrigins(const Step &step,
                                            const std::vector<Array> &values) {
  std::vector<SizeOrigin> origins;
  int64_t lhsRank = values[step.lhs].dims.size();
  if (step.kind == Step::Kind::Reduce) {
    for (int64_t d = 0; d < lhsRank; ++d)
      if (std::find(step.dims.begin(), step.dims.end(), d) == step.dims.end())
        origins.push_back({step.lhs, d});
    return origins;
  }
  // A dot's result: the batch dimensions, then the lhs and the rhs free one.
  for (int64_t d : step.lhsBatch)
    origins.push_back({step.lhs, d});
  int64_t lhsFree = freeDimension(lhsRank, step.lhsBatch, step.lhsContracting);
  if (lhsFree >= 0)
    origins.push_back({step.lhs, lhsFree});
  int64_t rhsFree = freeDimension(values[step.rhs].dims.size(), step.rhsBatch,
                                  step.rhsContracting);
  if (rhsFree >= 0)
    origins.push_back({step.rhs, rhsFree});
  return origins;
}

std::string linalgStepText(const Program &program, const Step &step) {
  const Array &result = program.values[step.result];
  std::string name = program.valueName(step.result);
  std::ostringstream os;
  if (step.kind == Step::Kind::Reduce)
    writeFill(os, name, program, step,
              mlirLiteral(result.elem, step.initInt, step.initFloat));
  else
    writeFill(os, name, program, step, mlirLiteral(result.elem, 0, 0));
  std::string plain = plainType(result);
  std::string computed = result.spellLayout ? name + "_r" : name;
  os << computed << " = ";
  if (step.kind == Step::Kind::Reduce) {
    const Array &operand = program.values[step.lhs];
    const char *elem = mlirName(result.elem);
    os << "linalg.reduce ins(" << program.valueName(step.lhs) << " : "
       << operand.typeString() << ") outs(" << name << "_f : " << plain
       << ") dimensions = " << listString(step.dims) << " (%in: " << elem
       << ", %acc: " << elem << ") { %c = " << combinerOp(step.op, result.elem)
       << " %acc, %in : " << elem << " linalg.yield %c : " << elem << " }";
  } else {
    writeContraction(os, program, step, name);
  }
  if (result.spellLayout)
    os << " " << name << " = shapes.relayout " << computed << " : " << plain
       << " to " << result.typeString();
  return os.str();
}

} // namespace difftest
} // namespace mlir::shapes
