// A '?' of broadcast_in_dim's result that a static operand dimension maps
// to, in a result with a layout, and a consumer that reads it: the linalg
// stage keeps the layout of both linalg.generic outputs (upstream's
// canonicalization would refine the '?' from the operand size and drop
// the encoding, which fails to verify), and the program runs.
//
// REQUIRES: mlir-runner
// RUN: shapes-opt %s -shapes-to-llvm="stop-at=linalg" | FileCheck %s --check-prefix=LINALG
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s

#col = #shapes.layout<minor_to_major = [0, 1]>

func.func private @printMemrefI64(memref<*xi64>)

// LINALG-DAG: #[[$COL:layout[0-9]*]] = #shapes.layout<minor_to_major = [0, 1]>{{$}}
// LINALG-LABEL: func.func @rows
// LINALG:       linalg.generic
// LINALG-SAME:    outs(%{{.*}} : tensor<?x3xi64, #[[$COL]]>)
// LINALG:       } -> tensor<?x3xi64, #[[$COL]]>
// LINALG:       linalg.generic
// LINALG-SAME:    outs(%{{.*}} : tensor<{{[?2]}}x3xi64, #[[$COL]]>)
// LINALG:       } -> tensor<{{[?2]}}x3xi64, #[[$COL]]>
func.func @rows(%v: tensor<2xi64>, %m: tensor<?x3xi64>, %n: index)
    -> (tensor<?x3xi64, #col>, tensor<?x3xi64, #col>) {
  %b = shapes.broadcast_in_dim %v, dims = [0] sizes(%n) : (tensor<2xi64>) -> tensor<?x3xi64, #col>
  %s = shapes.add %b, %m : (tensor<?x3xi64, #col>, tensor<?x3xi64>) -> tensor<?x3xi64, #col>
  return %b, %s : tensor<?x3xi64, #col>, tensor<?x3xi64, #col>
}

func.func @main() {
  %v = arith.constant dense<[10, 20]> : tensor<2xi64>
  %m = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi64>
  %md = tensor.cast %m : tensor<2x3xi64> to tensor<?x3xi64>
  %n = arith.constant 2 : index
  %b, %s = call @rows(%v, %md, %n) : (tensor<2xi64>, tensor<?x3xi64>, index) -> (tensor<?x3xi64, #col>, tensor<?x3xi64, #col>)
  // The column-major buffers, column by column.
  %bb = bufferization.to_buffer %b : tensor<?x3xi64, #col> to memref<?x3xi64, #col>
  %bf = memref.reinterpret_cast %bb to offset: [0], sizes: [6], strides: [1] : memref<?x3xi64, #col> to memref<6xi64>
  %bu = memref.cast %bf : memref<6xi64> to memref<*xi64>
  call @printMemrefI64(%bu) : (memref<*xi64>) -> ()
  // CHECK: [10,  20,  10,  20,  10,  20]
  %sb = bufferization.to_buffer %s : tensor<?x3xi64, #col> to memref<?x3xi64, #col>
  %sf = memref.reinterpret_cast %sb to offset: [0], sizes: [6], strides: [1] : memref<?x3xi64, #col> to memref<6xi64>
  %su = memref.cast %sf : memref<6xi64> to memref<*xi64>
  call @printMemrefI64(%su) : (memref<*xi64>) -> ()
  // CHECK: [11,  24,  12,  25,  13,  26]
  return
}
