// The vector nests of '?' sizes at the edges of their tiles and rows: run-
// time sizes 0, 1, 15, 16, 17 and 33 (past a 16 x 16 tile) in every pair,
// for a transposing copy into column-major, an elementwise op with a
// transposed operand (x + y with y column-major: the operand is read
// through transposed tiles), and a 1-D add long enough for cut rows at
// lengths around the 4096-element cut (0, 1, 4095, 4096, 4097, 40977).
// Every result is compared element for element with scalar loops
// (tensor.extract, which no vectorizer touches); each check prints the
// number of wrong elements. With streaming-threshold=0, every nest takes
// its streaming branches (line-aligned non-temporal stores, row streams,
// cut rows); by default, its register-wide ones.
//
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// RUN: shapes-opt %s -shapes-to-llvm="streaming-threshold=0 stream-fresh=true" \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// The kernels are vector nests, with no scalar linalg left.
// RUN: shapes-opt %s -shapes-to-llvm="stop-at=affine" | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @transpose_dyn
// IR: vector.shuffle
// IR-LABEL: func.func @add_transposed_dyn
// IR: vector.shuffle
// IR: arith.addf {{.*}} : vector<16xf32>
// IR-LABEL: func.func @add_long_dyn
// IR: vector.load

#col = #shapes.layout<minor_to_major = [0, 1]>

func.func private @printI64(i64)
func.func private @printNewline()

func.func @transpose_dyn(%x: tensor<?x?xf32>) -> tensor<?x?xf32, #col> {
  %r = shapes.relayout %x : tensor<?x?xf32> to tensor<?x?xf32, #col>
  return %r : tensor<?x?xf32, #col>
}

func.func @add_transposed_dyn(%x: tensor<?x?xf32>, %y: tensor<?x?xf32, #col>) -> tensor<?x?xf32> {
  %r = shapes.add %x, %y : (tensor<?x?xf32>, tensor<?x?xf32, #col>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @add_long_dyn(%x: tensor<?xf32>, %y: tensor<?xf32>) -> tensor<?xf32> {
  %r = shapes.add %x, %y : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}

// rows x cols of (i * seed + j) mod 13, as f32.
func.func @fill(%rows: index, %cols: index, %seed: i32) -> tensor<?x?xf32> {
  %e = tensor.empty(%rows, %cols) : tensor<?x?xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<?x?xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %ii = arith.index_cast %i : index to i32
    %jj = arith.index_cast %j : index to i32
    %a = arith.muli %ii, %seed : i32
    %b = arith.addi %a, %jj : i32
    %c13 = arith.constant 13 : i32
    %m = arith.remsi %b, %c13 : i32
    %f = arith.sitofp %m : i32 to f32
    linalg.yield %f : f32
  } -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @print(%n: i64) {
  call @printI64(%n) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @check_2d(%rows: index, %cols: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s7 = arith.constant 7 : i32
  %s5 = arith.constant 5 : i32
  %x = call @fill(%rows, %cols, %s7) : (index, index, i32) -> tensor<?x?xf32>
  %y = call @fill(%rows, %cols, %s5) : (index, index, i32) -> tensor<?x?xf32>
  %t = call @transpose_dyn(%x) : (tensor<?x?xf32>) -> tensor<?x?xf32, #col>
  %yt = call @transpose_dyn(%y) : (tensor<?x?xf32>) -> tensor<?x?xf32, #col>
  %s = call @add_transposed_dyn(%x, %yt) : (tensor<?x?xf32>, tensor<?x?xf32, #col>) -> tensor<?x?xf32>
  %zero = arith.constant 0 : i64
  %n = scf.for %i = %c0 to %rows step %c1 iter_args(%acc = %zero) -> i64 {
    %m = scf.for %j = %c0 to %cols step %c1 iter_args(%acc2 = %acc) -> i64 {
      %a = tensor.extract %x[%i, %j] : tensor<?x?xf32>
      %b = tensor.extract %y[%i, %j] : tensor<?x?xf32>
      %ta = tensor.extract %t[%i, %j] : tensor<?x?xf32, #col>
      %sum = tensor.extract %s[%i, %j] : tensor<?x?xf32>
      %want = arith.addf %a, %b : f32
      %ne1 = arith.cmpf une, %a, %ta : f32
      %ne2 = arith.cmpf une, %want, %sum : f32
      %ne = arith.ori %ne1, %ne2 : i1
      %one = arith.extui %ne : i1 to i64
      %next = arith.addi %acc2, %one : i64
      scf.yield %next : i64
    }
    scf.yield %m : i64
  }
  call @print(%n) : (i64) -> ()
  return
}

func.func @check_1d(%len: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s3 = arith.constant 3 : i32
  %s11 = arith.constant 11 : i32
  %x2 = call @fill(%len, %c1, %s3) : (index, index, i32) -> tensor<?x?xf32>
  %y2 = call @fill(%len, %c1, %s11) : (index, index, i32) -> tensor<?x?xf32>
  %x = tensor.collapse_shape %x2 [[0, 1]] : tensor<?x?xf32> into tensor<?xf32>
  %y = tensor.collapse_shape %y2 [[0, 1]] : tensor<?x?xf32> into tensor<?xf32>
  %s = call @add_long_dyn(%x, %y) : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  %zero = arith.constant 0 : i64
  %n = scf.for %i = %c0 to %len step %c1 iter_args(%acc = %zero) -> i64 {
    %a = tensor.extract %x[%i] : tensor<?xf32>
    %b = tensor.extract %y[%i] : tensor<?xf32>
    %sum = tensor.extract %s[%i] : tensor<?xf32>
    %want = arith.addf %a, %b : f32
    %ne = arith.cmpf une, %want, %sum : f32
    %one = arith.extui %ne : i1 to i64
    %next = arith.addi %acc, %one : i64
    scf.yield %next : i64
  }
  call @print(%n) : (i64) -> ()
  return
}

// CHECK-COUNT-42: {{^}}0{{$}}
// CHECK-NOT: {{.}}
func.func @main() {
  %sizes = arith.constant dense<[0, 1, 15, 16, 17, 33]> : tensor<6xindex>
  %lengths = arith.constant dense<[0, 1, 4095, 4096, 4097, 40977]> : tensor<6xindex>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  scf.for %a = %c0 to %c6 step %c1 {
    %rows = tensor.extract %sizes[%a] : tensor<6xindex>
    scf.for %b = %c0 to %c6 step %c1 {
      %cols = tensor.extract %sizes[%b] : tensor<6xindex>
      func.call @check_2d(%rows, %cols) : (index, index) -> ()
    }
  }
  scf.for %a = %c0 to %c6 step %c1 {
    %len = tensor.extract %lengths[%a] : tensor<6xindex>
    func.call @check_1d(%len) : (index) -> ()
  }
  return
}
