// Function boundaries keep the physical layout. @double takes
// its argument in #A (column-major padded to 3x5) and returns its result in
// #B (row-major padded to 4x4, padding one); @main builds the argument by a
// relayout, calls it, and prints the result's logical view and raw buffer.
// If the argument were passed in the default layout (or copied into it),
// @double, which reads it with strides [1, 3], would read the wrong
// elements.
//
// The other RUN lines check, without running, that -shapes-bufferize gives
// @double the layout memref types and reads the argument in place (no copy
// into the default layout), that -shapes-to-affine turns them into strided
// memrefs with the layouts' strides, and that -shapes-to-llvm marks @double
// `llvm.emit_c_interface` and emits its `_mlir_ciface_double` wrapper.
//
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// RUN: shapes-opt %s -shapes-lower-to-linalg -shapes-bufferize \
// RUN: | FileCheck %s --check-prefix=BUF
// RUN: shapes-opt %s -shapes-to-affine | FileCheck %s --check-prefix=AFF
// RUN: shapes-opt %s -shapes-to-llvm | FileCheck %s --check-prefix=LLVM

#A = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>
#B = #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [4, 4], padding_value = one>

func.func private @printMemrefF32(tensor<*xf32>)

// BUF-DAG: #[[$L:layout[0-9]*]] = #shapes.layout<minor_to_major = [0, 1], padded_dimensions = [3, 5]>{{$}}
// BUF-DAG: #[[$L1:layout[0-9]*]] = #shapes.layout<minor_to_major = [1, 0], padded_dimensions = [4, 4], padding_value = one>{{$}}
// BUF-LABEL: func.func @double(
// BUF-SAME:      %[[X:.*]]: memref<2x3xf32, #[[$L]]>)
// BUF-SAME:      -> memref<2x3xf32, #[[$L1]]>
// BUF-NOT:   memref.copy
// BUF-NOT:   linalg.copy
// BUF:       %[[R:.*]] = memref.alloc() {{.*}}: memref<2x3xf32, #[[$L1]]>
// BUF-NOT:   memref.copy
// BUF-NOT:   linalg.copy
// BUF:       linalg.generic
// BUF-SAME:      ins(%[[X]], %[[X]] : memref<2x3xf32, #[[$L]]>, memref<2x3xf32, #[[$L]]>)
// BUF-SAME:      outs(%[[R]] : memref<2x3xf32, #[[$L1]]>)
// BUF-NOT:   memref.copy
// BUF-NOT:   linalg.copy
// BUF:       return %[[R]] : memref<2x3xf32, #[[$L1]]>

// AFF-LABEL: func.func @double(
// AFF-SAME:      %{{.*}}: memref<2x3xf32, strided<[1, 3]>>) -> memref<2x3xf32, strided<[4, 1]>>
// AFF-NOT:   memref.copy
// AFF:       memref.alloc() {{.*}}: memref<16xf32>
// AFF-NOT:   memref.copy
// AFF:       return %{{.*}} : memref<2x3xf32, strided<[4, 1]>>

// LLVM-LABEL: llvm.func @double(
// LLVM-SAME:      -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// LLVM-SAME:      attributes {{.*}}llvm.emit_c_interface
// LLVM-LABEL: llvm.func @_mlir_ciface_double(
// LLVM-SAME:      %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr)
// LLVM:         llvm.call @double(
func.func @double(%x: tensor<2x3xf32, #A>) -> tensor<2x3xf32, #B> {
  %r = shapes.add %x, %x : (tensor<2x3xf32, #A>, tensor<2x3xf32, #A>) -> tensor<2x3xf32, #B>
  return %r : tensor<2x3xf32, #B>
}

// BUF-LABEL: func.func @main(
// AFF-LABEL: func.func @main(
// LLVM-LABEL: llvm.func @main(
func.func @main() {
  %x0 = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %x = shapes.relayout %x0 : tensor<2x3xf32> to tensor<2x3xf32, #A>
  %r = call @double(%x) : (tensor<2x3xf32, #A>) -> tensor<2x3xf32, #B>

  %ru = tensor.cast %r : tensor<2x3xf32, #B> to tensor<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [4, 1] data =
  // CHECK-NEXT: {{\[\[}}2,   4,   6],
  // CHECK-NEXT:  [8,   10,   12]]
  call @printMemrefF32(%ru) : (tensor<*xf32>) -> ()

  %rb = bufferization.to_buffer %r read_only : tensor<2x3xf32, #B> to memref<2x3xf32, #B>
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %rb
      : memref<2x3xf32, #B> -> memref<f32>, index, index, index, index, index
  %flat = memref.reinterpret_cast %base to offset: [0], sizes: [16], strides: [1]
      : memref<f32> to memref<16xf32>
  %ft = bufferization.to_tensor %flat restrict : memref<16xf32> to tensor<16xf32>
  %fu = tensor.cast %ft : tensor<16xf32> to tensor<*xf32>
  // CHECK: rank = 1 offset = 0 sizes = [16] strides = [1] data =
  // CHECK-NEXT: [2,  4,  6,  1,  8,  10,  12,  1,  1,  1,  1,  1,  1,  1,  1,  1]
  call @printMemrefF32(%fu) : (tensor<*xf32>) -> ()

  // The argument's own buffer, as the caller built it for @double.
  %xb = bufferization.to_buffer %x read_only : tensor<2x3xf32, #A> to memref<2x3xf32, #A>
  %xbase, %xoff, %xsizes:2, %xstrides:2 = memref.extract_strided_metadata %xb
      : memref<2x3xf32, #A> -> memref<f32>, index, index, index, index, index
  %xflat = memref.reinterpret_cast %xbase to offset: [0], sizes: [15], strides: [1]
      : memref<f32> to memref<15xf32>
  %xft = bufferization.to_tensor %xflat restrict : memref<15xf32> to tensor<15xf32>
  %xfu = tensor.cast %xft : tensor<15xf32> to tensor<*xf32>
  // CHECK: rank = 1 offset = 0 sizes = [15] strides = [1] data =
  // CHECK-NEXT: [1,  4,  0,  2,  5,  0,  3,  6,  0,  0,  0,  0,  0,  0,  0]
  call @printMemrefF32(%xfu) : (tensor<*xf32>) -> ()
  return
}
