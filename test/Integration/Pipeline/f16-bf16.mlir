// Half-precision element types lower and run: f16 division into a padded
// layout (padding +inf), bf16 max, widened to f32 for printing.
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s

#padded = #shapes.layout<minor_to_major = [0], padded_dimensions = [5], padding_value = highest>

func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %a = arith.constant dense<[1.5, 2.0, -3.0]> : tensor<3xf16>
  %b = arith.constant dense<[0.5, 0.0, 2.0]> : tensor<3xf16>
  %q = shapes.div %a, %b : (tensor<3xf16>, tensor<3xf16>) -> tensor<3xf16, #padded>
  %c = arith.constant dense<[1.5, -2.0, 7.0]> : tensor<3xbf16>
  %z = arith.constant dense<0.0> : tensor<bf16>
  %m = shapes.max %c, %z : (tensor<3xbf16>, tensor<bf16>) -> tensor<3xbf16>
  %e = tensor.empty() : tensor<2x3xf32>
  %w = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%q, %m : tensor<3xf16, #padded>, tensor<3xbf16>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%x: f16, %y: bf16, %o: f32):
    %i = linalg.index 0 : index
    %zero = arith.constant 0 : index
    %first = arith.cmpi eq, %i, %zero : index
    %xe = arith.extf %x : f16 to f32
    %ye = arith.extf %y : bf16 to f32
    %s = arith.select %first, %xe, %ye : f32
    linalg.yield %s : f32
  } -> tensor<2x3xf32>
  %u = tensor.cast %w : tensor<2x3xf32> to tensor<*xf32>
  // Row 0: 1.5/0.5, 2/0, -3/2 in f16. Row 1: max(c, 0) in bf16.
  // CHECK: [3,   inf,   -1.5]
  // CHECK-NEXT: [1.5,   0,   7]
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()

  // The padding of the f16 buffer holds +inf.
  %buf = bufferization.to_buffer %q read_only : tensor<3xf16, #padded> to memref<3xf16, #padded>
  %base, %off, %size, %stride = memref.extract_strided_metadata %buf : memref<3xf16, #padded> -> memref<f16>, index, index, index
  %flat = memref.reinterpret_cast %base to offset: [0], sizes: [5], strides: [1] : memref<f16> to memref<5xf16>
  %ft = bufferization.to_tensor %flat restrict : memref<5xf16> to tensor<5xf16>
  %e5 = tensor.empty() : tensor<5xf32>
  %fw = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%ft : tensor<5xf16>) outs(%e5 : tensor<5xf32>) {
  ^bb0(%x: f16, %o: f32):
    %xe = arith.extf %x : f16 to f32
    linalg.yield %xe : f32
  } -> tensor<5xf32>
  %fu = tensor.cast %fw : tensor<5xf32> to tensor<*xf32>
  // CHECK: [3,  inf,  -1.5,  inf,  inf]
  call @printMemrefF32(%fu) : (tensor<*xf32>) -> ()
  return
}
