//===- ProgramStructural.cpp - structural steps as MLIR text --------------===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// The MLIR text of slice, concatenate, pad, reverse and reshape steps, in
// the forms the HLO importer writes (ImportSlicing.cpp, ImportStructural.cpp)
// and in a second form of each that a front end may write (Step::form):
//
// - slice: `tensor.extract_slice` into a tensor of the operand's dimension
//   order without padding (a view), then a `shapes.relayout` to the
//   result's layout when it has another; or straight into the result's
//   layout. A '?' result size is the `affine.apply` of the operand's
//   `tensor.dim` that the slice's start, limit and stride give. A slice of
//   a static empty dimension, into which `tensor.extract_slice` takes no
//   offset, is a `tensor.empty`.
// - concatenate: `tensor.concat` of the inputs relaid out into the
//   result's layout (the default one when that is padded); or of the
//   inputs in their own layouts, into the result's.
// - pad: a `linalg.fill` of the padding value, and a `tensor.insert_slice`
//   of the operand (a slice of it when the padding is negative) with the
//   interior padding as its strides; or `tensor.pad` when the padding is
//   neither negative nor interior.
// - reverse: a `linalg.generic` whose input map reverses the dimensions,
//   reading the operand in the default layout or in its own.
// - reshape: when the layouts make it a bitcast, `shapes.transpose` to
//   the operand's physical array, a row-major `tensor.collapse_shape` to
//   one dimension and `tensor.expand_shape`, and `shapes.transpose` to the
//   result: all views. Otherwise the same row-major reshape of the
//   default layout between relayouts; or a `tensor.collapse_shape` or
//   `tensor.expand_shape` of grouped dimensions where the sizes allow.
//
//===----------------------------------------------------------------------===//

#include "Program.h"

#include <algorithm>
#include <numeric>
#include <optional>
#include <sstream>

namespace mlir::shapes {
namespace difftest {

namespace {

std::string listString(const DimVector &values) {
  std::string out = "[";
  for (size_t i = 0; i < values.size(); ++i)
    out += (i ? ", " : "") + std::to_string(values[i]);
  return out + "]";
}

/// An array type: `elem`, `dims` with the '?' of `dynamic`, in `layout`
/// (spelled unless it is the default one) or the default layout.
Array arrayType(Elem elem, const DimVector &dims,
                const std::vector<bool> &dynamic = {},
                const std::optional<Layout> &layout = std::nullopt) {
  Array array;
  array.elem = elem;
  array.dims = dims;
  array.dynamic = dynamic;
  array.layout = layout_util::defaultLayout(dims.size());
  if (layout) {
    array.layout = *layout;
    array.spellLayout =
        layout->isPadded() ||
        layout->minorToMajor != layout_util::defaultMinorToMajor(dims.size());
  }
  return array;
}

/// The same array in the default layout.
Array plainType(const Array &array) {
  return arrayType(array.elem, array.dims, array.dynamic);
}

/// The layout of `array` without its padding widths.
Layout orderOnly(const Array &array) {
  Layout layout = layout_util::defaultLayout(array.dims.size());
  layout.minorToMajor = array.layout.minorToMajor;
  return layout;
}

/// The reassociation that collapses `big` into `small`: each dimension of
/// `small` is the product of a run of adjacent dimensions of `big`.
std::optional<std::vector<DimVector>> groupsOf(const DimVector &big,
                                               const DimVector &small) {
  if (small.empty() || big.size() <= small.size() ||
      llvm::is_contained(big, 0) || llvm::is_contained(small, 0))
    return std::nullopt;
  std::vector<DimVector> groups;
  size_t i = 0;
  for (size_t k = 0; k < small.size(); ++k) {
    DimVector group;
    int64_t product = 1;
    while (i < big.size() && (group.empty() || product < small[k])) {
      product *= big[i];
      group.push_back(i++);
    }
    bool last = k + 1 == small.size();
    while (i < big.size() && big[i] == 1 && (last || small[k + 1] != 1))
      group.push_back(i++);
    if (group.empty() || product != small[k])
      return std::nullopt;
    groups.push_back(group);
  }
  if (i != big.size())
    return std::nullopt;
  return groups;
}

std::string reassociationString(const std::vector<DimVector> &groups) {
  std::string out = "[";
  for (size_t i = 0; i < groups.size(); ++i)
    out += (i ? ", " : "") + listString(groups[i]);
  return out + "]";
}

/// The ops of one step, each `%<value>_<n> = ...`, the last one named
/// after the step's value.
class StepWriter {
public:
  StepWriter(const Program &program, const Step &step)
      : program(program), step(step), name(program.valueName(step.result)),
        result(program.values[step.result]) {}

  std::string write();

private:
  /// Adds an op; returns the name of its result.
  std::string emit(const std::string &text) {
    ops.push_back(text);
    return name + "_" + std::to_string(ops.size() - 1);
  }
  /// `value` of type `from` relaid out into `to`, or `value` when the
  /// types are the same.
  std::string relayout(const std::string &value, const Array &from,
                       const Array &to) {
    if (from.typeString() == to.typeString())
      return value;
    return emit("shapes.relayout " + value + " : " + from.typeString() +
                " to " + to.typeString());
  }
  /// The size of dimension `dim` of value `id` at run time.
  std::string dimOf(int id, int64_t dim) {
    std::string index =
        emit("arith.constant " + std::to_string(dim) + " : index");
    return emit("tensor.dim " + program.valueName(id) + ", " + index + " : " +
                program.values[id].typeString());
  }
  /// The static sizes of `array` with the values of its '?' in `dynamic`.
  static std::string mixedSizes(const Array &array,
                                const std::vector<std::string> &dynamic);
  /// A row-major reshape of `value`, a default-layout `from`, to `to`.
  std::string reshapeRowMajor(std::string value, const Array &from,
                              const DimVector &to);

  void writeSlice();
  void writeConcatenate();
  void writePad();
  void writePadAsInsert(const std::string &padValue);
  void writeReverse();
  void writeReshape();

  const Program &program;
  const Step &step;
  std::string name;
  const Array &result;
  std::vector<std::string> ops;
};

std::string StepWriter::mixedSizes(const Array &array,
                                   const std::vector<std::string> &dynamic) {
  std::string out = "[";
  size_t next = 0;
  for (size_t d = 0; d < array.dims.size(); ++d)
    out +=
        (d ? ", " : "") +
        (array.isDynamic(d) ? dynamic[next++] : std::to_string(array.dims[d]));
  return out + "]";
}

std::string StepWriter::write() {
  switch (step.kind) {
  case Step::Kind::Slice:
    writeSlice();
    break;
  case Step::Kind::Concatenate:
    writeConcatenate();
    break;
  case Step::Kind::Pad:
    writePad();
    break;
  case Step::Kind::Reverse:
    writeReverse();
    break;
  case Step::Kind::Reshape:
    writeReshape();
    break;
  default:
    break;
  }
  // A step that moved nothing still names its value.
  if (ops.empty() || ops.back().rfind("arith.constant", 0) == 0)
    emit("shapes.relayout " + program.valueName(step.lhs) + " : " +
         program.values[step.lhs].typeString() + " to " + result.typeString());
  std::string out;
  for (size_t i = 0; i < ops.size(); ++i)
    out += (i ? " " : "") +
           (i + 1 == ops.size() ? name : name + "_" + std::to_string(i)) +
           " = " + ops[i];
  return out;
}

void StepWriter::writeSlice() {
  const Array &operand = program.values[step.lhs];
  std::vector<std::string> sizes;
  for (size_t d = 0; d < result.dims.size(); ++d) {
    if (!result.isDynamic(d))
      continue;
    // size = ceil((n - start - (n - limit)) / stride) of the run-time n.
    int64_t cut = step.starts[d] + operand.dims[d] - step.limits[d];
    std::string n = dimOf(step.lhs, d);
    sizes.push_back(emit("affine.apply affine_map<()[s0] -> ((s0 - " +
                         std::to_string(cut) + ") ceildiv " +
                         std::to_string(step.strides[d]) + ")>()[" + n + "]"));
  }
  // tensor.extract_slice takes no offset into a static empty dimension,
  // not even for an empty slice: that slice is a fresh empty tensor.
  if (llvm::is_contained(operand.typeDims(), 0)) {
    std::string sizeList;
    for (size_t i = 0; i < sizes.size(); ++i)
      sizeList += (i ? ", " : "") + sizes[i];
    emit("tensor.empty(" + sizeList + ") : " + result.typeString());
    return;
  }
  Array view = step.form == 1 ? result
                              : arrayType(result.elem, result.dims,
                                          result.dynamic, orderOnly(operand));
  std::string slice =
      emit("tensor.extract_slice " + program.valueName(step.lhs) +
           listString(step.starts) + " " + mixedSizes(result, sizes) + " " +
           listString(step.strides) + " : " + operand.typeString() + " to " +
           view.typeString());
  relayout(slice, view, result);
}

void StepWriter::writeConcatenate() {
  std::vector<std::string> inputs;
  std::vector<Array> types;
  bool inResultLayout = !result.layout.isPadded();
  for (int id : step.operands) {
    const Array &input = program.values[id];
    if (step.form == 1) {
      inputs.push_back(program.valueName(id));
      types.push_back(input);
      continue;
    }
    Array type = inResultLayout ? arrayType(input.elem, input.dims,
                                            input.dynamic, result.layout)
                                : plainType(input);
    inputs.push_back(relayout(program.valueName(id), input, type));
    types.push_back(type);
  }
  Array concatType =
      step.form == 1 || inResultLayout ? result : plainType(result);
  std::string text = "tensor.concat dim(" + std::to_string(step.dims[0]) + ")";
  for (size_t i = 0; i < inputs.size(); ++i)
    text += (i ? ", " : " ") + inputs[i];
  text += " : (";
  for (size_t i = 0; i < types.size(); ++i)
    text += (i ? ", " : "") + types[i].typeString();
  text += ") -> " + concatType.typeString();
  relayout(emit(text), concatType, result);
}

void StepWriter::writePad() {
  const Array &operand = program.values[step.lhs];
  std::string padValue =
      emit("arith.constant " +
           mlirLiteral(result.elem, step.initInt, step.initFloat) + " : " +
           mlirName(result.elem));
  if (step.form == 0)
    return writePadAsInsert(padValue);
  std::string region = "^bb0(";
  for (size_t d = 0; d < result.dims.size(); ++d)
    region += (d ? ", " : "") + name + "_i" + std::to_string(d) + ": index";
  emit("tensor.pad " + program.valueName(step.lhs) + " low" +
       listString(step.starts) + " high" + listString(step.limits) + " { " +
       region + "): tensor.yield " + padValue + " : " + mlirName(result.elem) +
       " } : " + operand.typeString() + " to " + result.typeString());
}

void StepWriter::writePadAsInsert(const std::string &padValue) {
  const Array &operand = program.values[step.lhs];
  // Operand element i lands at low + i * (interior + 1); those inside the
  // result stay. Negative padding removes the others: a slice of the
  // operand in its own order is what is inserted.
  DimVector starts, sizes, offsets, strides;
  bool cropped = false, empty = false;
  for (size_t d = 0; d < operand.dims.size(); ++d) {
    int64_t n = operand.dims[d], every = step.strides[d] + 1;
    int64_t low = step.starts[d];
    int64_t first = low >= 0 ? 0 : (-low + every - 1) / every;
    int64_t room = result.dims[d] - 1 - low;
    int64_t last = std::min(n - 1, room >= 0 ? room / every
                                             : -((-room + every - 1) / every));
    starts.push_back(first);
    sizes.push_back(std::max<int64_t>(last - first + 1, 0));
    offsets.push_back(low + first * every);
    strides.push_back(every);
    cropped |= sizes.back() != n;
    empty |= sizes.back() == 0;
  }
  std::optional<Layout> encoding;
  if (!result.layout.isPadded())
    encoding = result.layout;
  Array fillType = arrayType(result.elem, result.dims, {}, encoding);
  Array sourceType = arrayType(result.elem, sizes, {}, encoding);
  std::string source = program.valueName(step.lhs);
  if (!empty && cropped) {
    Array view = arrayType(result.elem, sizes, {}, orderOnly(operand));
    source =
        emit("tensor.extract_slice " + source + listString(starts) + " " +
             listString(sizes) + " " + listString(DimVector(sizes.size(), 1)) +
             " : " + operand.typeString() + " to " + view.typeString());
    source = relayout(source, view, sourceType);
  } else if (!empty) {
    source = relayout(source, operand, sourceType);
  }
  std::string fill = emit("tensor.empty() : " + fillType.typeString());
  const char *elem = mlirName(result.elem);
  fill = emit("linalg.fill ins(" + padValue + " : " + elem + ") outs(" + fill +
              " : " + fillType.typeString() + ") -> " + fillType.typeString());
  if (!empty)
    fill = emit("tensor.insert_slice " + source + " into " + fill +
                listString(offsets) + " " + listString(sizes) + " " +
                listString(strides) + " : " + sourceType.typeString() +
                " into " + fillType.typeString());
  relayout(fill, fillType, result);
}

void StepWriter::writeReverse() {
  const Array &operand = program.values[step.lhs];
  int64_t rank = operand.dims.size();
  Array plain = plainType(result);
  Array inType = step.form == 1 ? operand : plainType(operand);
  std::string input = relayout(program.valueName(step.lhs), operand, inType);
  std::vector<std::string> sizes;
  for (int64_t d = 0; d < rank; ++d)
    if (result.isDynamic(d))
      sizes.push_back(dimOf(step.lhs, d));
  std::string sizeList;
  for (size_t i = 0; i < sizes.size(); ++i)
    sizeList += (i ? ", " : "") + sizes[i];
  std::string empty =
      emit("tensor.empty(" + sizeList + ") : " + plain.typeString());
  std::string loops, inMap, outMap, iterators;
  for (int64_t d = 0; d < rank; ++d) {
    std::string dim = "d" + std::to_string(d);
    loops += (d ? ", " : "") + dim;
    std::string read = dim;
    if (llvm::is_contained(step.dims, d)) {
      int64_t last = operand.dims[d] - 1;
      read = "-" + dim +
             (last == 0  ? ""
              : last > 0 ? " + " + std::to_string(last)
                         : " - " + std::to_string(-last));
    }
    inMap += (d ? ", " : "") + read;
    iterators += (d ? ", " : "") + std::string("\"parallel\"");
  }
  const char *elem = mlirName(result.elem);
  std::string generic =
      emit("linalg.generic {indexing_maps = [affine_map<(" + loops + ") -> (" +
           inMap + ")>, affine_map<(" + loops + ") -> (" + loops +
           ")>], iterator_types = [" + iterators + "]} ins(" + input + " : " +
           inType.typeString() + ") outs(" + empty + " : " +
           plain.typeString() + ") { ^bb0(" + name + "_in: " + elem + ", " +
           name + "_out: " + elem + "): linalg.yield " + name +
           "_in : " + elem + " } -> " + plain.typeString());
  relayout(generic, plain, result);
}

std::string StepWriter::reshapeRowMajor(std::string value, const Array &from,
                                        const DimVector &to) {
  if (from.dims == to)
    return value;
  const char *elem = mlirName(from.elem);
  int64_t count = 1;
  for (int64_t size : to)
    count *= size;
  Array flat = arrayType(from.elem, {count});
  if (from.dims.empty()) {
    value = emit("tensor.expand_shape " + value + " [] output_shape [1] : " +
                 from.typeString() + " into " + flat.typeString());
  } else if (from.dims.size() > 1) {
    DimVector all(from.dims.size());
    std::iota(all.begin(), all.end(), 0);
    value = emit("tensor.collapse_shape " + value + " [" + listString(all) +
                 "] : " + from.typeString() + " into " + flat.typeString());
  }
  if (to.empty())
    return emit("tensor.collapse_shape " + value +
                " [] : " + flat.typeString() + " into tensor<" + elem + ">");
  if (to.size() == 1)
    return value;
  DimVector all(to.size());
  std::iota(all.begin(), all.end(), 0);
  return emit("tensor.expand_shape " + value + " [" + listString(all) +
              "] output_shape " + listString(to) + " : " + flat.typeString() +
              " into " + arrayType(from.elem, to).typeString());
}

void StepWriter::writeReshape() {
  const Array &operand = program.values[step.lhs];
  std::string value = program.valueName(step.lhs);
  if (step.form == 0 && step.bitcast) {
    // The operand's physical array, reshaped row-major into the result's,
    // seen in the result's order: views when the layouts have no padding.
    DimVector order(operand.layout.minorToMajor.rbegin(),
                    operand.layout.minorToMajor.rend());
    DimVector physical;
    for (int64_t d : order)
      physical.push_back(operand.dims[d]);
    Array physicalType = arrayType(operand.elem, physical);
    if (physicalType.typeString() != operand.typeString())
      value = emit("shapes.transpose " + value +
                   ", permutation = " + listString(order) + " : " +
                   operand.typeString() + " -> " + physicalType.typeString());
    DimVector resultOrder(result.layout.minorToMajor.rbegin(),
                          result.layout.minorToMajor.rend());
    DimVector shape;
    for (int64_t d : resultOrder)
      shape.push_back(result.dims[d]);
    value = reshapeRowMajor(value, physicalType, shape);
    Array shapeType = arrayType(result.elem, shape);
    DimVector inverse(resultOrder.size());
    for (size_t i = 0; i < resultOrder.size(); ++i)
      inverse[resultOrder[i]] = i;
    if (shapeType.typeString() != result.typeString())
      emit("shapes.transpose " + value +
           ", permutation = " + listString(inverse) + " : " +
           shapeType.typeString() + " -> " + result.typeString());
    return;
  }
  Array plain = plainType(operand);
  value = relayout(value, operand, plain);
  std::optional<std::vector<DimVector>> collapse =
      groupsOf(operand.dims, result.dims);
  std::optional<std::vector<DimVector>> expand =
      groupsOf(result.dims, operand.dims);
  Array plainResult = plainType(result);
  if (step.form == 1 && collapse)
    value = emit("tensor.collapse_shape " + value + " " +
                 reassociationString(*collapse) + " : " + plain.typeString() +
                 " into " + plainResult.typeString());
  else if (step.form == 1 && expand)
    value = emit("tensor.expand_shape " + value + " " +
                 reassociationString(*expand) + " output_shape " +
                 listString(result.dims) + " : " + plain.typeString() +
                 " into " + plainResult.typeString());
  else
    value = reshapeRowMajor(value, plain, result.dims);
  relayout(value, plainResult, result);
}

} // namespace

std::string structuralStepText(const Program &program, const Step &step) {
  return StepWriter(program, step).write();
}

std::string structuralOpName(const Step &step) {
  switch (step.kind) {
  case Step::Kind::Slice:
    return "tensor.extract_slice";
  case Step::Kind::Concatenate:
    return "tensor.concat";
  case Step::Kind::Pad:
    return step.form == 1 ? "tensor.pad" : "linalg.fill";
  case Step::Kind::Reverse:
    return "linalg.generic";
  case Step::Kind::Reshape:
    return "tensor.collapse_shape";
  default:
    return "";
  }
}

} // namespace difftest
} // namespace mlir::shapes
