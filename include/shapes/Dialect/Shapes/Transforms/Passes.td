//===- Passes.td - shapes transformation passes ------------*- tablegen -*-===//
//
// Part of the shapes project: XLA array semantics for MLIR.
//
//===----------------------------------------------------------------------===//
//
// Layout materialization: bufferization that keeps #shapes.layout, and the
// lowering of layout-carrying buffers to strided memrefs and affine loops.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPES_DIALECT_SHAPES_TRANSFORMS_PASSES_TD
#define SHAPES_DIALECT_SHAPES_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def ShapesBufferize : Pass<"shapes-bufferize", "::mlir::ModuleOp"> {
  let summary = "One-shot bufferization that keeps #shapes.layout";
  let description = [{
    Bufferizes the module (function boundaries included) so that a
    `tensor<..., #shapes.layout<L>>` becomes a `memref<..., #shapes.layout<L>>`
    whose strides are the layout's, never a copy in the default layout
    (upstream one-shot bufferization alone drops tensor encodings):

    * function arguments and results keep the layouts of their types;
    * a `tensor.concat` becomes `tensor.insert_slice`s into one empty
      tensor, and each value that ends up in a destination is computed
      there (empty tensor elimination): a relayout of a concatenated input
      is one copy into its place in the result;
    * a `tensor.empty` with a layout becomes a `memref.alloc` of the layout
      type, and a constant with a layout a constant in the default layout
      and a `linalg.copy` into it;
    * a `tensor.cast` between layouts that arrange memory differently
      (upstream canonicalizations make them, treating encodings as
      metadata) becomes a `linalg.copy`;
    * a `tensor.pad` of a source with a static empty dimension becomes a
      `linalg.fill`;
    * the tensor arguments of external `printMemref*` declarations are
      marked read-only, so that printing a tensor needs no copy.

    ```mlir
    func.func @f(%x: tensor<2x3xf32>) -> tensor<2x3xf32, #col> {
      %e = tensor.empty() : tensor<2x3xf32, #col>
      %c = linalg.copy ins(%x : tensor<2x3xf32>) outs(%e : tensor<2x3xf32, #col>) -> tensor<2x3xf32, #col>
      return %c : tensor<2x3xf32, #col>
    }
    // becomes, with #col = #shapes.layout<minor_to_major = [0, 1]>
    func.func @f(%x: memref<2x3xf32>) -> memref<2x3xf32, #col> {
      %a = memref.alloc() : memref<2x3xf32, #col>
      linalg.copy ins(%x : memref<2x3xf32>) outs(%a : memref<2x3xf32, #col>)
      return %a : memref<2x3xf32, #col>
    }
    ```
  }];
  let dependentDialects = [
    "::mlir::bufferization::BufferizationDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::tensor::TensorDialect",
  ];
}

def ShapesLowerLayouts : Pass<"shapes-lower-layouts", "::mlir::ModuleOp"> {
  let summary = "Padded allocations, padding fills and relayout copies as "
                "affine loops; #shapes.layout memrefs become strided memrefs";
  let description = [{
    Runs on buffers (after `-shapes-bufferize`) and does the padded-layout
    work:

    * a `memref.alloc`/`memref.alloca` of a `#shapes.layout` type allocates
      the physical buffer (`prod(padded_dimensions)` elements), views it
      with `memref.reinterpret_cast` and the layout's strides, and fills the
      padding with the padding value (`zero`, `one`, `lowest`, `highest`;
      nothing for `unknown`). The fill is an affine loop nest that walks the
      buffer in physical order and writes each padding element once and no
      logical element. A padded function argument that the function writes
      gets the same fill at the function's entry. An allocation or argument
      marked `shapes.padding_written` (by `-shapes-vectorize`, whose loop
      nest writes the padding) is not filled, and loses the mark;
    * a `memref.copy` or `linalg.copy` from or to a `#shapes.layout` buffer
      (a relayout) becomes an affine loop nest that walks the destination in
      its physical order (most-major dimension outermost);
    * a `bufferization.clone` of a `#shapes.layout` buffer (from buffer
      deallocation) becomes an allocation of that layout and such a copy;
    * finally every `memref<..., #shapes.layout<L>>` type becomes
      `memref<..., strided<[...]>>` with the same strides, which the upstream
      LLVM lowering understands.

    Before:

    ```mlir
    %a = memref.alloc() : memref<2x3xf32, #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>>
    ```

    After (padding fill abbreviated):

    ```mlir
    %flat = memref.alloc() : memref<15xf32>
    affine.for %j = 0 to 3 {
      affine.for %i = 2 to 3 {
        affine.store %zero, %flat[%i + %j * 3] : memref<15xf32>
      }
    }
    affine.for %k = 9 to 15 {
      affine.store %zero, %flat[%k] : memref<15xf32>
    }
    %a = memref.reinterpret_cast %flat to offset: [0], sizes: [2, 3], strides: [1, 3]
        : memref<15xf32> to memref<2x3xf32, strided<[1, 3]>>
    ```
  }];
  let dependentDialects = [
    "::mlir::affine::AffineDialect",
    "::mlir::arith::ArithDialect",
    "::mlir::bufferization::BufferizationDialect",
    "::mlir::memref::MemRefDialect",
  ];
}

def ShapesEmitCInterface : Pass<"shapes-emit-c-interface", "::mlir::ModuleOp"> {
  let summary = "Request C-callable wrappers for public functions";
  let description = [{
    Sets `llvm.emit_c_interface` on every public `func.func` that has a body,
    so that `-convert-func-to-llvm` also emits `_mlir_ciface_<name>`, which
    takes and returns memref descriptors by pointer. Declarations keep their
    calling convention, so calls to runtime functions such as
    `printMemrefF32` are unchanged.

    Each memref argument of a function with a body and
    `llvm.emit_c_interface` (set here or before) also gets the argument
    attribute `shapes.memref_type`, its type, which `-convert-func-to-llvm`
    copies to the wrapper's pointer to the argument's descriptor:
    `-shapes-c-interface-offsets` needs the element type and the static
    offset there, where pointers no longer have them, and removes it.

    ```mlir
    func.func @add(%a: memref<4xf32>) -> memref<4xf32>
    // becomes
    func.func @add(%a: memref<4xf32> {shapes.memref_type = memref<4xf32>})
        -> memref<4xf32> attributes {llvm.emit_c_interface}
    ```
  }];
}

def ShapesCInterfaceOffsets
    : Pass<"shapes-c-interface-offsets", "::mlir::ModuleOp"> {
  let summary = "Honor the offset of each memref descriptor a C caller "
                "passes";
  let description = [{
    A C caller may pass a view of a larger array: a descriptor whose
    `offset` is not 0, such as rows 1..3 of a row-major 4x6 array. A
    function whose argument type has a static offset (`memref<3x6xf32>`:
    offset 0) never reads the descriptor's offset, so it would read rows
    0..2.

    This pass runs after `-convert-func-to-llvm`. In every function (the
    `_mlir_ciface_<name>` wrappers), each descriptor loaded from an
    argument marked `shapes.memref_type` (by `-shapes-emit-c-interface`)
    is rebased before it is used: its offset becomes the marked type's
    static offset (0 where that is dynamic), and its aligned pointer moves
    by the difference (an `llvm.getelementptr` over the element type), so
    that an element is where the caller's descriptor puts it. An unranked
    argument's ranked descriptor is copied to the stack and rebased there,
    leaving the caller's as it is. Strides are left alone. The marks are
    removed.

    ```mlir
    llvm.func @_mlir_ciface_f(%arg0: !llvm.ptr {shapes.memref_type = memref<3x6xf32>}) {
      %d = llvm.load %arg0 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
      %aligned = llvm.extractvalue %d[1] : !llvm.struct<(...)>
      %offset = llvm.extractvalue %d[2] : !llvm.struct<(...)>
      llvm.call @f(%allocated, %aligned, %offset, ...) : ...
    // becomes: %d with its aligned pointer moved by its offset and the
    // offset set to 0, before the same reads
    llvm.func @_mlir_ciface_f(%arg0: !llvm.ptr) {
      %d = llvm.load %arg0 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
      %a = llvm.extractvalue %d[1] : !llvm.struct<(...)>
      %o = llvm.extractvalue %d[2] : !llvm.struct<(...)>
      %p = llvm.getelementptr %a[%o] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %d1 = llvm.insertvalue %p, %d[1] : !llvm.struct<(...)>
      %zero = llvm.mlir.constant(0 : index) : i64
      %d2 = llvm.insertvalue %zero, %d1[2] : !llvm.struct<(...)>
      ...
    ```
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def ShapesDistinctResults : Pass<"shapes-distinct-results", "::mlir::func::FuncOp"> {
  let summary = "Give every result of a public function a buffer of its own";
  let description = [{
    XLA's copy insertion rule for a computation's outputs, on buffers. A
    function whose results are views of one buffer (a value and its
    transpose, two reshapes of one value) returns the same allocation
    twice, and a C caller that frees each result frees it twice. After
    this pass, no two memref results of a public function with a body may
    share an allocation, and no result may share one with an argument.

    Of the results that may share an allocation (upstream's
    `BufferOriginAnalysis` cannot prove that they do not), the one with
    the most bytes is returned as it is, and each other one is returned as
    a `bufferization.clone`: a copy into a buffer of its own, in its own
    layout. Private functions are left alone: their callers in the module
    free their results through `bufferization.dealloc`, which frees a
    shared allocation once. `-shapes-to-llvm` runs this pass after
    bufferization, before buffer deallocation.

    ```mlir
    func.func @f(%a: memref<4x6xf32>) -> (memref<6x4xf32, #col>, memref<4x6xf32>) {
      %v = memref.alloc() : memref<4x6xf32>
      ...
      %t = memref.transpose %v (d0, d1) -> (d1, d0) : ...
      %c = memref.cast %t : memref<6x4xf32, strided<[1, 6]>> to memref<6x4xf32, #col>
      return %c, %v : memref<6x4xf32, #col>, memref<4x6xf32>
    }
    // becomes
      %0 = bufferization.clone %c : memref<6x4xf32, #col> to memref<6x4xf32, #col>
      return %0, %v : memref<6x4xf32, #col>, memref<4x6xf32>
    ```
  }];
  let dependentDialects = ["::mlir::bufferization::BufferizationDialect"];
}

def ShapesResultsToOutParams
    : Pass<"shapes-results-to-out-params", "::mlir::ModuleOp"> {
  let summary = "Memref results become caller-provided output arguments, "
                "layouts included";
  let description = [{
    Upstream's `-buffer-results-to-out-params`, for buffers of any
    `#shapes.layout` (upstream accepts identity and strided layouts only).
    Every function with a body, public or private, takes each memref result
    as one more argument, after the others, and returns it no more. A
    result with `?` sizes moves only in a function that no `func.call` in
    the module calls, such as a kernel called from C: a caller in the
    module cannot size the buffer before the call, so there the result
    stays a result.

    * a result that the function allocates (a `memref.alloc` in the entry
      block) is computed in the output argument: the allocation is replaced
      by the argument (upstream's `hoist-static-allocs`), so nothing is
      allocated and nothing is copied;
    * any other result is copied into the output argument;
    * each call in the module allocates the output buffers, passes them and
      uses them in place of the results.

    `-shapes-lower-layouts` later writes the padding of a padded output
    argument, as of any padded argument the function writes. The caller's
    output buffer must not alias an input. With `shape-checks` (the
    default), a dynamically shaped output argument must have the sizes of
    the result: otherwise the program prints `shapes: 'func.func' at
    f.mlir:1:1: output argument 1 dimension 0 has size 5, but result 0
    dimension 0 has size 3` and aborts (`-shapes-lower-to-linalg` describes
    the checks). Without it a wrong size is undefined behavior.

    ```mlir
    func.func @f(%a: memref<4xf32>) -> memref<4xf32, #L> {
      %r = memref.alloc() : memref<4xf32, #L>
      linalg.copy ins(%a : memref<4xf32>) outs(%r : memref<4xf32, #L>)
      return %r : memref<4xf32, #L>
    }
    // becomes
    func.func @f(%a: memref<4xf32>, %out: memref<4xf32, #L>) {
      linalg.copy ins(%a : memref<4xf32>) outs(%out : memref<4xf32, #L>)
      return
    }
    ```
  }];
  let options = [
    Option<"shapeChecks", "shape-checks", "bool", /*default=*/"true",
           "Check at run time that a dynamically shaped output argument has "
           "the sizes of its result; a mismatch prints both and aborts">,
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::LLVM::LLVMDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect",
  ];
}

def ShapesFuseElementwise : Pass<"shapes-fuse-elementwise"> {
  let summary = "Fuse chains of elementwise ops, broadcasts and relayouts "
                "into one loop nest per materialized value";
  let description = [{
    Runs on tensors, after `-shapes-lower-to-linalg`. A `linalg.generic`
    that reads the result of an elementwise producer (a broadcasting op, a
    `broadcast_in_dim`, a `relayout`, an elementwise op on tensors) reads
    the producer's operands instead, through the composed indexing maps,
    and computes the producer's body in its own: the intermediate value is
    never stored.

    * An explicit `broadcast_in_dim` becomes an indexing map; a `relayout`
      read by an elementwise op is read in place through its source's
      layout (a padded intermediate needs no buffer and no padding fill).
    * `linalg.map` and `linalg.reduce` take part as generics: an
      elementwise producer fuses into a reduction (`sum(x - m)` is one loop
      nest). Layout encodings of the results are kept.
    * A producer with several uses is computed again in each consumer when
      its body has at most two operations and no transcendental function,
      and the consumer's body stays within 64; otherwise it is stored once
      (`shouldFuse` in `Fusion.h`, which the cost model of
      `-shapes-assign-layouts` calls too).
    * Each fusion keeps the larger body without copying it, so that a
      chain of N ops fuses in time linear in N.
    * A stored value is overwritten by its last elementwise reader, which
      takes it as its init where that reads it through the identity map
      and nothing after reads it (`populateReuseInputBufferPatterns`): a
      softmax's `e / s` is written over `e`.

    What stays stored: function results, values read by ops that cannot
    fuse, and producers too costly to compute again.

    ```mlir
    %b = shapes.broadcast_in_dim %v, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
    %s = shapes.add %m, %b : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %r = shapes.mul %s, %s : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    // after -shapes-lower-to-linalg -shapes-fuse-elementwise: one
    // linalg.generic reading %m (d0, d1) and %v (d1), computing
    // (m + v) * (m + v), writing one tensor.empty
    ```
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect"];
}

def ShapesFuseRowLoops : Pass<"shapes-fuse-row-loops"> {
  let summary = "Fuse consecutive scf.parallel loops over the same rows, so "
                "that each row is read from memory once";
  let description = [{
    Runs after `-shapes-vectorize`, whose nests each walk their rows in an
    outermost `scf.parallel`: a softmax is a row max, a row sum of
    `exp(x - max)` and a division, three passes over the input. Two
    consecutive `scf.parallel` loops of a block with the same bounds and no
    results become one, the body of the second after that of the first,
    so that the later nests find the row in the cache.

    Only `memref.alloc` ops and ops without memory effects or regions may
    stand between the loops; they are moved above the first. The fusion
    keeps every result: each pair of accesses of the two loops that may
    touch the same buffer, one of them a write, must be a `memref.load` or
    `memref.store` of the same memref at the same indices, each index an
    induction variable or a value defined outside the loops and every
    induction variable among them (the row buffers of the reduction nests,
    `%max[%i]`); or, in loops of one induction variable, both are loads or
    stores (`memref`, `vector`, masked `vector`) of the same 1-D unit-stride
    memref that stay in the row of the iteration, elements `[W * i, W * i +
    W)` for one row length W (the flat views through which the vector nests
    walk a row: `e = exp(x - max)` written, summed and divided in place in a
    softmax). The index must be `W * i` plus a sum of constants and
    multiples of `scf.for` induction variables of constant bounds (through
    `arith.addi`, `subi`, `muli` by a constant, `affine.apply`), whose
    largest value plus the lanes touched (those a `vector.constant_mask` or
    `vector.create_mask` enables) stays within the row. A later loop that
    reads what the earlier one wrote at another row, past the end of the
    row, through rows of another length or at an index it cannot bound (a
    column sum followed by a row-wise consumer) is not fused. Views of different allocations, and of
    an allocation and a function argument, are distinct buffers; function
    arguments may alias each other.

    ```mlir
    scf.parallel (%i) = (%c0) to (%c4096) step (%c1) {
      ...
      memref.store %m, %max[%i] : memref<4096xf32>
    }
    %sum = memref.alloc() : memref<4096xf32>
    scf.parallel (%i) = (%c0) to (%c4096) step (%c1) {
      %m = memref.load %max[%i] : memref<4096xf32>
      ...
    }
    // becomes one scf.parallel, %sum allocated above it
    ```
  }];
  let dependentDialects = ["::mlir::scf::SCFDialect"];
}

def ShapesPrefetchNextRow : Pass<"shapes-prefetch-next-row"> {
  let summary = "Prefetch the next row's inputs in the heaviest pass over a "
                "row, so that the first pass over each row reads the cache";
  let description = [{
    Runs after `-shapes-fuse-row-loops`, on an `scf.parallel` of one
    induction variable i whose body walks its row in two or more `scf.for`
    loops (a softmax: a row max, `exp(x - max)` stored and summed, a
    division). The first loop reads the row from memory and stalls on it,
    while a later one computes (the `exp`) with the memory idle: the later
    loop of most work (trip count times ops) prefetches, spread over its
    iterations, the rows at i + step of the buffers that the first loop
    reads with a `vector.load` or `memref.load` of a 1-D memref at an
    index `W * i + ...` (read through `arith.addi`, `subi`, `muli` by a
    constant and `affine.apply`, as `-shapes-fuse-row-loops` does), W
    elements of at least 64 bytes, all the rows together at most 16 KiB.
    Each of its iterations prefetches (`memref.prefetch`, read, locality 3)
    the same number of 64-byte lines of each row, from the row's first
    element (`W * (i + step)` plus the index's constant, the smallest
    among the buffer's loads) up; an index is clamped to the row's last
    element and the buffer's, and the last iteration of i prefetches its
    own row. A prefetch changes no value.

    ```mlir
    scf.parallel (%i) = (%c0) to (%c4096) step (%c1) {
      scf.for %j = %c0 to %c1024 step %c16 {   // row max: reads x
        ... vector.load %x[W * i + j]
      }
      scf.for %j = %c0 to %c1024 step %c16 {   // exp(x - max)
        // memref.prefetch %x[W * (i + 1) + 16 * (j / 16)]
        ...
      }
    }
    ```
  }];
  let dependentDialects = ["::mlir::memref::MemRefDialect",
                           "::mlir::arith::ArithDialect"];
}

def ShapesVectorize : Pass<"shapes-vectorize"> {
  let summary = "Elementwise ops, reductions and layout copies on buffers "
                "as vector loops, with streaming stores for large "
                "destinations";
  let description = [{
    Rewrites, on buffers of static or run-time sizes and strides (after
    bufferization, before `-shapes-lower-layouts`), whose elements are
    whole bytes:

    * elementwise `linalg.generic` ops and copies (`linalg.copy`,
      `memref.copy`) into vector loops that walk the destination in its
      physical order, `vector-bits` a step, the scalar body cloned on
      vectors;
    * transposing copies and elementwise ops with a transposed operand
      into in-register transposes of line-wide tiles (16 x 16 f32), in
      prefetched blocks;
    * reductions with one reduced loop (`combiner(init, f(inputs))`) into
      vector accumulators along the reduced loop, or blocks of destination
      columns across it.

    Destinations of at least `streaming-threshold` bytes get aligned
    non-temporal stores; edges are masked vectors; a padded destination
    gets its padding in the same sweep. A decision that depends on a size
    known only at run time is an `scf.if` between two planned nests. The
    outermost loop is an `scf.parallel`. The figures (vector width, line,
    blocks, streams, accumulators) are those of the machine description
    (`target`, `--shapes-target`); each figure option overrides one.
    docs/Vectorizer.md describes the nests and their measured figures.

    ```mlir
    linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                                     affine_map<(d0, d1) -> (d1)>,
                                     affine_map<(d0, d1) -> (d0, d1)>], ...}
        ins(%m, %v : memref<4096x4096xf32>, memref<4096xf32>)
        outs(%out : memref<4096x4096xf32>)
    // becomes, per row %i (abbreviated):
    %w = vector.load %v_flat[%j] : memref<4096xf32>, vector<16xf32>
    %x = vector.load %m_flat[%row + %j] : memref<16777216xf32>, vector<16xf32>
    %s = arith.addf %x, %w : vector<16xf32>
    vector.store %s, %out_flat[%row + %j] {nontemporal = true, alignment = 64}
    ```
  }];
  let options = [
    Option<"target", "target", "std::string", /*default=*/"\"\"",
           "The machine description the figures start from: host (the "
           "machine the compiler runs on) or generic (fixed figures); "
           "default: --shapes-target, itself host">,
    Option<"vectorBits", "vector-bits", "int64_t", /*default=*/"0",
           "Width of the vectors of elementwise and reduction loops, in "
           "bits (a multiple of 8, at most 4096); 0: the target's">,
    Option<"streamingThreshold", "streaming-threshold", "int64_t",
           /*default=*/"-1",
           "Destinations of at least this many bytes get non-temporal "
           "(streaming) stores; -1: the target's (16 MiB, which suits a "
           "last-level cache of tens of MiB)">,
    Option<"streamFresh", "stream-fresh", "bool", /*default=*/"false",
           "Also use streaming stores for buffers the function allocates "
           "(slower on fresh pages; for testing the streaming path)">,
    Option<"threads", "threads", "int64_t", /*default=*/"1",
           "Threads that run the scf.parallel loops: a column reduction "
           "cuts its columns into at least this many chunks">,
    Option<"rowStreams", "row-streams", "int64_t", /*default=*/"0",
           "The most row streams that an elementwise nest with "
           "non-temporal stores walks side by side (1 to 8; 0: the "
           "target's, 1); whether more than one helps depends on the "
           "machine">,
  ];
  let dependentDialects = [
    "::mlir::affine::AffineDialect",
    "::mlir::arith::ArithDialect",
    "::mlir::LLVM::LLVMDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::vector::VectorDialect",
  ];
}

def ShapesPackContractions : Pass<"shapes-pack-contractions"> {
  let summary = "Contractions on buffers as cache-blocked loops over packed "
                "panels and a register-blocked vector micro-kernel";
  let description = [{
    Rewrites each contraction on buffers (`linalg.matmul`,
    `linalg.batch_matmul`, a contraction `linalg.generic` such as an
    imported `dot`) with one M, one N and one K loop after its batch
    loops, in the BLIS scheme: cache blocks of `nc` columns, `kc` of the
    contraction and `mc` rows; each block of A and panel of B packed into
    contiguous buffers (by vectors, or by tiles transposed in registers);
    a micro-kernel that keeps an `mr` x NR tile of the result in vector
    accumulators of NR = `vector-bits` / element bits lanes and applies
    the op's body, cloned on vectors, for each k in order. Edges and `?`
    sizes write only what lies inside the result.

    With `fma` an f32 or f64 multiply-add is one `vector.fma` (one
    rounding where the target has FMA, as XLA's CPU backend and BLAS);
    with `fma=false` the results are the scalar loops' bit for bit. With
    `threads` > 1 the columns (or the rows, when static sizes have N < M)
    are cut into an `scf.parallel` whose iterations pack their own
    panels. The block and tile sizes are the machine description's
    (`target`), each overridable. docs/Contractions.md describes the
    scheme, why it is built here rather than from upstream's pieces, and
    its measured speed.

    ```mlir
    linalg.matmul ins(%a, %b : memref<?x?xf32>, memref<?x?xf32>)
                  outs(%c : memref<?x?xf32>)
    // becomes (abbreviated):
    scf.for %jc = %c0 to %n step %c3072 {
      scf.for %pc = %c0 to %k step %c256 {
        // pack B, pack A
        scf.for %jr = ... { scf.for %ir = ... {
          %r = scf.for %p = %c0 to %kc step %c1 iter_args(%acc = ...) {
            %b = vector.load %pb[%jr, %p, %c0] : memref<96x256x32xf32>, vector<32xf32>
            %a = memref.load %pa[%ir, %p, %c0] : memref<18x256x8xf32>
            %ab = vector.broadcast %a : f32 to vector<32xf32>
            %s = vector.fma %ab, %b, %acc : vector<32xf32>
            ...
    }}}}
    ```
  }];
  let options = [
    Option<"target", "target", "std::string", /*default=*/"\"\"",
           "The machine description the figures start from: host (the "
           "machine the compiler runs on) or generic (fixed figures); "
           "default: --shapes-target, itself host">,
    Option<"vectorBits", "vector-bits", "int64_t", /*default=*/"0",
           "Width of a row of the micro-kernel's tile, in bits (a multiple "
           "of 8, at most 4096); 0: the target's">,
    Option<"mr", "mr", "int64_t", /*default=*/"0",
           "Rows of the micro-kernel's tile (1 to 32); 0: the target's">,
    Option<"kc", "kc", "int64_t", /*default=*/"0",
           "Contraction block size (1 to 65536; kc x mc and kc x nc, the "
           "pack buffers' elements, at most 2^26); 0: the target's">,
    Option<"mc", "mc", "int64_t", /*default=*/"0",
           "Row block size (1 to 65536, rounded up to a multiple of mr); "
           "0: the target's">,
    Option<"nc", "nc", "int64_t", /*default=*/"0",
           "Column block size (1 to 65536, rounded up to a multiple of the "
           "tile's columns); 0: the target's">,
    Option<"threads", "threads", "int64_t", /*default=*/"1",
           "Above 1, cut N (M when static sizes have N < M) into this "
           "many blocks, an scf.parallel loop whose iterations pack their "
           "own panels">,
    Option<"fma", "fma", "bool", /*default=*/"true",
           "Fuse an f32 or f64 body's multiply and add into vector.fma (one "
           "rounding where the target has FMA); false keeps the scalar "
           "loops' bits">,
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::vector::VectorDialect",
  ];
}

def ShapesApproximateMath : Pass<"shapes-approximate-math"> {
  let summary = "f32 exp, log, tanh and their kin as polynomials, on scalars "
                "and vectors";
  let description = [{
    LLVM lowers `math.exp` and its kin on a vector to one libm call per
    lane, so a vector loop that computes them runs at the speed of scalar
    calls. This pass rewrites those ops on `f32` (scalars and vectors)
    into arithmetic: upstream's polynomial approximations
    (`populateMathPolynomialApproximationPatterns`), which handle the
    special values (NaN, infinities, zeros, overflow and underflow) and
    vectorize like any other arithmetic. Scalars are rewritten too, so an
    element gets the same value whether a vector loop or a scalar edge
    computes it. `f16` and `bf16` operands are computed in `f32` first
    (`populateMathF32ExpansionPatterns`); `f64` is left to libm.

    `exp` has an approximation of its own, which upstream's `expm1` uses
    too: the range reduction x = k ln 2 + r and Cephes' polynomial in r
    that upstream uses, then the scaling by 2^k. On a 1-D vector, when
    |x| <= 86 in every lane, k is added to the exponent field of the
    polynomial's value. Otherwise (an `scf.if`, once per vector), and on
    a scalar or a vector of another rank (straight-line code), the argument is clamped to [-104, 89]
    first (the clamps keep NaN) and scaled by two exact multiplications by
    normal powers of two, so that a subnormal or overflowing result is
    rounded once. Both ways give the same bits where the first is taken. Upstream's `exp` flushes subnormal results
    to zero and takes more instructions. Two ranges of the other functions are
    rewritten first, where upstream's approximations differ from libm:
    `log` and `log2` of a subnormal as `log(x * 2^23) - 23 log(2)` (they
    read a subnormal's exponent as the smallest normal one); and `erf`
    gets the sign of its argument (they give `erf(-0) = +0`). The
    polynomials use `math.fma`: on a target with FMA (`clang
    -march=haswell` or later, or `native`) it is one instruction; on the
    default x86-64 target LLVM calls libm's `fmaf`, with the same results.

    `functions` lists the ops rewritten, by mnemonic. The default set is
    the one whose accuracy `test/Integration/Math/approximations.mlir`
    checks against libm over the whole `f32` range (specials included):
    `exp`, `expm1`, `log`, `log1p`, `log2`, `tanh` and `erf`. HLO's
    `logistic` imports as `1 / (1 + exp(-x))` and `rsqrt` lowers to a
    vector square root and division, so neither calls libm.
    `-shapes-to-llvm` runs this pass before the math lowering, unless
    `approximate-math=false`.

    ```mlir
    %e = math.exp %x : vector<8xf32>
    // becomes a range reduction (x = k ln 2 + r), a polynomial in r, and
    // k added to the exponent field when every |x| <= 86, else two
    // multiplications by powers of two built from the bits of k
    ```
  }];
  let options = [
    ListOption<"functions", "functions", "std::string",
               "The math ops rewritten, by mnemonic (default: exp, expm1, "
               "log, log1p, log2, tanh, erf)">,
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::math::MathDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::vector::VectorDialect"];
}

def ShapesMathToLibm : Pass<"shapes-math-to-libm", "::mlir::ModuleOp"> {
  let summary = "Math functions that the LLVM lowering lacks or computes "
                "inaccurately as libm calls; f16 and bf16 math in f32";
  let description = [{
    `-convert-math-to-llvm` has no lowering of `math.acosh`, `asinh`,
    `atanh`, `cbrt`, `erf` and `erfc`, and lowers `math.expm1` to
    `exp(x) - 1` and `math.log1p` to `log(1 + x)`, which lose every digit
    near 0 (f64 `expm1(1e-30)` gives 0, `log1p(-1e-12)` gives
    `-9.99978e-13`). This pass rewrites these ops into calls of libm's
    functions of the same name (`erff` for f32, `erf` for f64; upstream's
    `populateMathToLibmConversionPatterns`), on a vector one call per
    lane (`vector.extract`, the call, `vector.insert`), as LLVM does with
    the math intrinsics it lowers to libm. The other math ops keep their
    LLVM lowering: intrinsics that become libm calls (`exp`, `sin`,
    `tanh`, `pow`, ...) or instructions (`sqrt`, `floor`, ...).

    First, every math op on `f16` or `bf16` scalars or vectors is computed
    in `f32` (`arith.extf`, the op, `arith.truncf`; upstream's
    `math-extend-to-supported-types` patterns), so that LLVM calls no
    compiler-rt conversion function (`__extendhfsf2`, `__truncsfhf2`,
    `__truncsfbf2`) around the `f32` libm function: the conversions are
    `arith` ops, which `-shapes-expand-f16` and `-shapes-expand-bf16`
    compute with integer arithmetic. `absf`, `copysign` and the
    classification ops (`isnan`, `isinf`, `isfinite`, `isnormal`), which
    LLVM computes on the bits, and `fma`, keep their type. Other float
    types (`f32`, `f64`, `f80`, `f128`) keep theirs.

    `functions` lists the ops rewritten into calls, by mnemonic.
    `-shapes-to-llvm` runs this pass after `-shapes-approximate-math`, so
    that the `f32` functions that pass approximates (`erf`, `expm1`,
    `log1p` among them) keep their approximations, and before the vector
    lowering.

    ```mlir
    %y = math.erf %x : vector<4xf64>
    // becomes, for each lane i:
    //   %xi = vector.extract %x[i] : f64 from vector<4xf64>
    //   %yi = func.call @erf(%xi) : (f64) -> f64
    //   vector.insert %yi, ... [i]
    ```
  }];
  let options = [
    ListOption<"functions", "functions", "std::string",
               "The math ops rewritten into libm calls, by mnemonic "
               "(default: acosh, asinh, atanh, cbrt, erf, erfc, expm1, "
               "log1p)">,
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::func::FuncDialect",
                           "::mlir::LLVM::LLVMDialect",
                           "::mlir::vector::VectorDialect"];
}

def ShapesStripDeallocs : Pass<"shapes-strip-deallocs", "::mlir::ModuleOp"> {
  let summary = "Erase the memref.dealloc ops of the input, so that "
                "ownership-based buffer deallocation can place them";
  let description = [{
    Upstream's ownership-based buffer deallocation
    (`-ownership-based-buffer-deallocation`) rejects input that already
    frees buffers (`memref.dealloc`: "memory free side-effect on MemRef value
    not supported"). Programs written like upstream integration tests free
    what they allocate, so `-shapes-to-llvm` runs this pass first: it erases
    every `memref.dealloc`, and the deallocation pipeline then frees each
    buffer the function owns (its allocations and the results of its calls)
    after its last use.

    A `memref.dealloc` of a function argument frees a buffer the function
    does not own; ownership-based deallocation never frees it, so such a
    buffer is leaked rather than freed. Nothing else changes: no buffer is
    freed earlier than its last use.

    ```mlir
    %b = memref.alloc() : memref<4xf32>
    vector.transfer_write %w, %b[%c0] : vector<4xf32>, memref<4xf32>
    memref.dealloc %b : memref<4xf32>      // erased
    ```
  }];
  let dependentDialects = ["::mlir::memref::MemRefDialect"];
}

def ShapesExpandBF16 : Pass<"shapes-expand-bf16"> {
  let summary = "bf16 <-> f32 conversions as integer arithmetic, the same on "
                "every host";
  let description = [{
    LLVM computes bf16 arithmetic in f32 and converts the result back. On
    hosts with AVX-512 BF16 the conversion instruction (`vcvtneps2bf16`)
    flushes subnormal results to zero; elsewhere, and in the constant folder,
    they are kept. This pass computes bf16 arithmetic in f32 between
    explicit conversions (upstream's `-arith-emulate-unsupported-floats`)
    and rewrites those `arith.extf`/`arith.truncf` as integer arithmetic
    (upstream's `populateExpandBFloat16Patterns`: round to nearest even,
    NaN kept), so the generated code gives the folder's answer on every
    host.
    `-shapes-to-llvm` runs it before the arith lowering. Other ops are left
    alone (in particular `arith.maximumf`/`minimumf`, whose signed-zero
    semantics upstream's `-arith-expand` would change).

    ```mlir
    %r = arith.truncf %x : f32 to bf16
    // becomes shifts, adds and a select on i32/i16 values
    ```
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
}

def ShapesExpandF16 : Pass<"shapes-expand-f16"> {
  let summary = "f16 arithmetic in f32, f16 conversions as integer "
                "arithmetic";
  let description = [{
    x86 without F16C (the default target of clang) has no f16 arithmetic
    nor conversions: LLVM computes in f32 and converts with compiler-rt's
    `__extendhfsf2`, `__truncsfhf2` and `__truncdfhf2`, which a program
    linked with `clang x.o -lm` may lack. This pass computes f16 arithmetic
    in f32 between explicit conversions (upstream's
    `-arith-emulate-unsupported-floats`) and rewrites the `arith.extf` from
    f16 to f32 or f64 and the `arith.truncf` from f32 or f64 to f16 as
    integer arithmetic: extension is exact, truncation rounds to nearest
    even (overflow to infinity, subnormals kept, a NaN stays a quiet NaN
    with the top of its payload). f32 arithmetic rounded once to f16 gives
    the f16 result of `+`, `-`, `*` and `/` (f32 has more than twice the
    precision f16 needs).
    `-shapes-to-llvm` runs it before the arith lowering.

    ```mlir
    %r = arith.addf %a, %b : vector<8xf16>
    // becomes
    %x = arith.extf %a : vector<8xf16> to vector<8xf32>   // shifts, selects
    %y = arith.extf %b : vector<8xf16> to vector<8xf32>
    %s = arith.addf %x, %y : vector<8xf32>
    %r = arith.truncf %s : vector<8xf32> to vector<8xf16> // integer rounding
    ```
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
}

def ShapesHalfFloatsAsI16
    : Pass<"shapes-half-floats-as-i16", "::mlir::ModuleOp"> {
  let summary = "Move f16 and bf16 values as i16 bit patterns in the LLVM "
                "dialect";
  let description = [{
    x86 has no registers for bf16 (nor, without AVX-512 FP16, for f16):
    LLVM keeps such a value in an f32 register, and a value that lives
    across basic blocks (a splat kept for a loop, a phi) is converted to
    f32 at its definition and back at its uses. For bf16 the conversion
    back is a call to `__truncsfbf2`, a compiler-rt builtin that libgcc 12
    does not have, so the object would not link with a plain `clang x.o
    -lm`.

    After the conversion to the LLVM dialect, the arithmetic of these types
    is gone (`-shapes-expand-bf16` and `-shapes-expand-f16`): what is left
    only moves bits. This pass gives those values, scalars and vectors, the
    type `i16`: the results and operands of loads, stores, masked and
    gathered memory accesses, element inserts, extracts and shuffles,
    selects, constants, `poison`/`undef`/`zero`, `freeze`, branches and the
    arguments of the blocks they jump to. An op that computes with the
    float (or a call, a return, a function argument: the C calling
    convention passes these types in XMM registers) keeps its type, with
    an `llvm.bitcast` next to it. Bitcasts between `i16` and a 16-bit float
    that become `i16` to `i16` disappear.

    ```mlir
    %s = llvm.load %p : !llvm.ptr -> bf16
    %v = llvm.insertelement %s, %poison[%c0 : i32] : vector<32xbf16>
    // becomes
    %s = llvm.load %p : !llvm.ptr -> i16
    %v = llvm.insertelement %s, %poison[%c0 : i32] : vector<32xi16>
    ```
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def ShapesHugePageAllocs
    : Pass<"shapes-huge-page-allocs", "::mlir::ModuleOp"> {
  let summary = "Large allocations on transparent huge pages, with libc alone";
  let description = [{
    Defines the allocation functions that `-finalize-memref-to-llvm` calls
    with `use-generic-functions`, where that pass declared them:

    * `_mlir_memref_to_llvm_alloc(size)`: an allocation of at least
      `threshold` bytes is aligned to a 2 MiB page (`posix_memalign`) and
      advised to use transparent huge pages (`madvise(MADV_HUGEPAGE)`), so
      that the kernel maps it with one fault per 2 MiB rather than one per
      4 KiB; a smaller one is `malloc`. Out of memory, it returns null, as
      `malloc` does. From the threshold on, it first takes the block that
      the free function kept, when that block is large enough
      (`malloc_usable_size`), and releases it otherwise.
    * `_mlir_memref_to_llvm_free(ptr)`: a block of at least `threshold`
      usable bytes is kept for the next allocation, in place of the one
      kept before, which is released with `free`; a smaller one is
      released with `free`. Defined also where only the allocation
      function is declared.

    The kept block's pages are mapped already: reusing it saves the page
    faults of a fresh block and the kernel's zeroing of its pages. One
    block at most is kept, in the global `_shapes_cached_huge_block`,
    which both functions exchange atomically (they may run on several
    threads); it stays allocated at exit. The allocation function and the
    global get `linkonce_odr` linkage and the free function `weak_odr`
    (kept in an object file whose code does not call it), so that every
    module of a program may define them and all share one slot. A buffer
    returned to a caller may be released with `free` (it is then not kept)
    or with `_mlir_memref_to_llvm_free`. The advice has effect where
    transparent huge pages are enabled as `always` or `madvise`
    (`/sys/kernel/mm/transparent_hugepage/enabled`); elsewhere the
    allocation is only aligned. `-shapes-to-llvm` runs this pass with
    its `huge-page-threshold` option (0 keeps plain `malloc`).

    ```mlir
    llvm.func @_mlir_memref_to_llvm_alloc(i64) -> !llvm.ptr
    // becomes
    llvm.func linkonce_odr @_mlir_memref_to_llvm_alloc(%size: i64) -> !llvm.ptr {
      // size >= threshold: the kept block if size <= its usable size, else
      //                    posix_memalign(&p, 2 MiB, size),
      //                    madvise(p, size, MADV_HUGEPAGE); else malloc(size)
    }
    ```
  }];
  let options = [
    Option<"threshold", "threshold", "int64_t", /*default=*/"4194304",
           "Allocations of at least this many bytes go on huge pages">,
  ];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def ShapesVerifyLLVM : Pass<"shapes-verify-llvm", "::mlir::ModuleOp"> {
  let summary = "Fail unless only LLVM-dialect IR remains";
  let description = [{
    The last pass of `-shapes-to-llvm`. It accepts the module only if what
    is left is ready for `mlir-translate --mlir-to-llvmir`:

    * every op is in the `llvm` dialect (or the `omp` dialect, which
      `mlir-translate` also translates), besides the `builtin.module`;
    * every operand, result and block argument has an LLVM-compatible type;
    * no `#shapes.layout` (or any other attribute of ours) survives in an
      attribute, a type or an initializer.

    Otherwise it reports the first offending op, at its location, with the
    stage of the pipeline that should have handled it, and the pipeline
    fails instead of exiting 0 with output that the next tool rejects:

    ```
    error: 'affine.apply' op was not lowered to the LLVM dialect;
    -lower-affine (after -expand-strided-metadata) should have handled it
    ```
  }];
}

def ShapesAssignLayouts
    : Pass<"shapes-assign-layouts", "::mlir::func::FuncOp"> {
  let summary = "Choose the layouts of intermediate values so that few "
                "bytes are copied";
  let description = [{
    Runs on a function in tensor form, before `-shapes-to-llvm`. The layouts
    of the arguments and results are fixed, and so are those of the results
    of an op marked `shapes.pin_layout` (a unit attribute). The pass chooses
    the layout of every other result of rank 2 or more, of static sizes or
    of `?` sizes that its padded layout bounds, of a shapes elementwise op,
    `compare`, `broadcast_in_dim`, `transpose` and `relayout`, and of a
    linalg op or a pad's `tensor.insert_slice` whose init is its own
    `tensor.empty` (directly or through its own `linalg.fill`), so that
    copies move the
    fewest bytes: a transpose into its operand's layout permuted is a view,
    a copy that `-shapes-fuse-elementwise` absorbs (asked with its own
    rule) is free, a packed dot's B or result not contiguous along N costs
    about a relayout copy, and any other copy costs its destination's
    bytes twice. Where a reader that cannot read another layout (a
    `func.return`, a `tensor` op, a linalg init) reads another layout, one
    `shapes.relayout` is inserted. Transposes and relayouts are then
    canonicalized.

    Options: `mode=exact` (branch and bound per connected part),
    `mode=greedy` (by the bytes at stake, then local moves), `mode=auto`
    (exact up to `cap` values per part, or per core left by PBQP's
    reductions, greedy above); `report=true` emits a remark for
    every copy that remains, with its bytes and why. The model, the solver
    and a corpus of modules at known optima: docs/LayoutAssignment.md.

    ```mlir
    func.func @f(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
      %t = shapes.transpose %x, permutation = [1, 0] : tensor<4x8xf32> -> tensor<8x4xf32>
      %a = shapes.add %t, %t : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
      %r = shapes.transpose %a, permutation = [1, 0] : tensor<8x4xf32> -> tensor<4x8xf32>
      return %r : tensor<4x8xf32>
    }
    // becomes: the add writes column-major, so the returned transpose is
    // a view (the first one's copy was already fused into the add)
    %a = shapes.add %t, %t : (tensor<8x4xf32>, tensor<8x4xf32>)
        -> tensor<8x4xf32, #shapes.layout<minor_to_major = [0, 1]>>
    %r = shapes.transpose %a, permutation = [1, 0]
        : tensor<8x4xf32, #shapes.layout<minor_to_major = [0, 1]>> -> tensor<4x8xf32>
    ```
  }];
  let options = [
    Option<"mode", "mode", "std::string", /*default=*/"\"auto\"",
           "How to solve: auto (exact up to cap values per part or per "
           "PBQP core, greedy above), greedy or exact">,
    Option<"cap", "cap", "int64_t", /*default=*/"16",
           "The most values of a part that mode=auto solves exactly">,
    Option<"report", "report", "bool", /*default=*/"false",
           "Emit a remark for every relayout copy that remains, with its "
           "bytes and its reason">,
  ];
  let dependentDialects = ["::mlir::shapes::ShapesDialect",
                           "::mlir::tensor::TensorDialect"];
}

#endif // SHAPES_DIALECT_SHAPES_TRANSFORMS_PASSES_TD
