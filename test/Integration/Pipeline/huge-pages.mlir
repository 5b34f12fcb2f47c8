// Heap allocations of at least huge-page-threshold bytes (4 MiB by
// default) are aligned to 2 MiB and advised onto transparent huge pages
// (-shapes-huge-page-allocs); smaller ones, and all of them with
// huge-page-threshold=0, are malloc. The program adds two 1024x1024 f32
// arrays (4 MiB each) into a fresh result and a 2x3 one into a small
// result, and prints where the results start modulo 2 MiB and a few of
// their elements.
//
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// RUN: shapes-opt %s -shapes-to-llvm="huge-page-threshold=0" \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s --check-prefix=VALUES
// RUN: shapes-opt %s -shapes-to-llvm="huge-page-threshold=0" | FileCheck %s --check-prefix=MALLOC
// RUN: shapes-opt %s -shapes-to-llvm | FileCheck %s --check-prefix=GENERIC

// MALLOC-NOT: _mlir_memref_to_llvm_alloc
// MALLOC: llvm.call @malloc
// MALLOC-NOT: _mlir_memref_to_llvm_alloc
// GENERIC: llvm.func linkonce_odr @_mlir_memref_to_llvm_alloc
// GENERIC: llvm.call @posix_memalign
// GENERIC: llvm.call @madvise

func.func @add_large(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %r = shapes.add %a, %b : (tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %r : tensor<1024x1024xf32>
}

func.func @add_small(%a: tensor<2x3xf32>, %b: tensor<3xf32>) -> tensor<2x3xf32> {
  %r = shapes.add %a, %b broadcast_dimensions = [1] : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1023 = arith.constant 1023 : index
  %huge = arith.constant 2097152 : index
  %one = arith.constant dense<1.5> : tensor<1024x1024xf32>
  %two = arith.constant dense<2.0> : tensor<1024x1024xf32>
  %r = call @add_large(%one, %two) : (tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %m = bufferization.to_buffer %r read_only : tensor<1024x1024xf32> to memref<1024x1024xf32>
  %p = memref.extract_aligned_pointer_as_index %m : memref<1024x1024xf32> -> index
  %off = arith.remui %p, %huge : index
  // CHECK: 0
  vector.print %off : index
  %first = memref.load %m[%c0, %c0] : memref<1024x1024xf32>
  %last = memref.load %m[%c1023, %c1023] : memref<1024x1024xf32>
  // CHECK-NEXT: 3.5
  // CHECK-NEXT: 3.5
  // VALUES: 3.5
  // VALUES-NEXT: 3.5
  vector.print %first : f32
  vector.print %last : f32

  %x = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %v = arith.constant dense<[10.0, 20.0, 30.0]> : tensor<3xf32>
  %s = call @add_small(%x, %v) : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %u = tensor.cast %s : tensor<2x3xf32> to tensor<*xf32>
  // CHECK: [11,   22,   33]
  // CHECK-NEXT: [14,   25,   36]
  // VALUES: [11,   22,   33]
  // VALUES-NEXT: [14,   25,   36]
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func private @printMemrefF32(tensor<*xf32>)
