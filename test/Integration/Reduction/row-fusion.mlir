// A softmax and a layer norm over the rows of static shapes, whose vector
// nests -shapes-fuse-row-loops fuses into one scf.parallel over the rows,
// against scalar loops, at row counts and widths 0, 1, 15, 17 and 1025:
// every element within 1e-5 relative. Each shape prints its number of
// wrong elements.
//
// RUN: shapes-opt %s -shapes-to-llvm \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// RUN: shapes-opt %s -shapes-to-llvm="threads=2" \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:   -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils,%libomp \
// RUN: | FileCheck %s
// RUN: shapes-opt %s -shapes-to-llvm="stop-at=affine" | FileCheck %s --check-prefix=AFF
// RUN: shapes-opt %s -shapes-to-llvm="stop-at=affine fuse-rows=false" | FileCheck %s --check-prefix=UNFUSED

// One loop over the rows: the max, exp(x - m) stored once into row i of
// the result (its vector loop and the masked tail of the row), the
// exp's loop prefetching the next row of x, its sum, and the quotients
// written over it, with no fill of the row buffers and no other buffer of
// the result's size.
// AFF-LABEL: func.func @softmax_17x1025(
// AFF-NOT:     affine.for
// AFF:         %[[Y:.*]] = memref.alloc() {{.*}} : memref<17x1025xf32>
// AFF-NOT:     memref.alloc() {{.*}} : memref<17x1025xf32>
// AFF:         %[[FLAT:.*]] = memref.reinterpret_cast %[[Y]]
// AFF-NOT:     memref.alloc() {{.*}} : memref<17x1025xf32>
// AFF:         scf.parallel
// AFF:           vector.reduction <maximumf>
// AFF:           memref.store
// AFF:           memref.prefetch {{.*}}, read, locality<3>, data
// AFF:           math.exp {{.*}} : vector<16xf32>
// AFF-NEXT:      vector.store %{{.*}}, %[[FLAT]]
// AFF:           math.exp {{.*}} : vector<16xf32>
// AFF-NEXT:      vector.maskedstore %[[FLAT]]
// AFF-NOT:       math.exp
// AFF:           vector.reduction <add>
// AFF:           memref.store
// AFF-NOT:       math.exp
// AFF:           arith.divf {{.*}} : vector<16xf32>
// AFF-NEXT:      vector.store %{{.*}}, %[[FLAT]]
// AFF-NOT:       math.exp
// AFF:           scf.reduce
// AFF-NOT:     scf.parallel
// AFF:         return %[[Y]]
// AFF-LABEL: func.func @layer_norm_17x1025(
// AFF-NOT:     affine.for
// AFF:         scf.parallel
// AFF:           vector.reduction <add>
// AFF:           vector.reduction <add>
// AFF:           memref.prefetch {{.*}}, read, locality<3>, data
// AFF:           math.rsqrt
// AFF:           scf.reduce
// AFF-NOT:     scf.parallel
// AFF:         return

// UNFUSED-LABEL: func.func @softmax_17x1025(
// UNFUSED-COUNT-4: scf.parallel
// UNFUSED:         return

func.func @softmax_0x17(%x: tensor<0x17xf32>) -> tensor<0x17xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %0 = tensor.empty() : tensor<0xf32>
  %1 = linalg.fill ins(%ninf : f32) outs(%0 : tensor<0xf32>) -> tensor<0xf32>
  %m = linalg.reduce { arith.maximumf } ins(%x : tensor<0x17xf32>) outs(%1 : tensor<0xf32>) dimensions = [1]
  %mb = shapes.broadcast_in_dim %m, dims = [0] : (tensor<0xf32>) -> tensor<0x17xf32>
  %d = shapes.sub %x, %mb : (tensor<0x17xf32>, tensor<0x17xf32>) -> tensor<0x17xf32>
  %e = math.exp %d : tensor<0x17xf32>
  %2 = tensor.empty() : tensor<0xf32>
  %3 = linalg.fill ins(%zero : f32) outs(%2 : tensor<0xf32>) -> tensor<0xf32>
  %s = linalg.reduce { arith.addf } ins(%e : tensor<0x17xf32>) outs(%3 : tensor<0xf32>) dimensions = [1]
  %sb = shapes.broadcast_in_dim %s, dims = [0] : (tensor<0xf32>) -> tensor<0x17xf32>
  %y = shapes.div %e, %sb : (tensor<0x17xf32>, tensor<0x17xf32>) -> tensor<0x17xf32>
  return %y : tensor<0x17xf32>
}

func.func @layer_norm_0x17(%x: tensor<0x17xf32>) -> tensor<0x17xf32> {
  %zero = arith.constant 0.0 : f32
  %nv = arith.constant dense<17.0> : tensor<f32>
  %epsv = arith.constant dense<1.0e-3> : tensor<f32>
  %n = shapes.broadcast_in_dim %nv, dims = [] : (tensor<f32>) -> tensor<0xf32>
  %eps = shapes.broadcast_in_dim %epsv, dims = [] : (tensor<f32>) -> tensor<0xf32>
  %0 = tensor.empty() : tensor<0xf32>
  %1 = linalg.fill ins(%zero : f32) outs(%0 : tensor<0xf32>) -> tensor<0xf32>
  %sum = linalg.reduce { arith.addf } ins(%x : tensor<0x17xf32>) outs(%1 : tensor<0xf32>) dimensions = [1]
  %mean = shapes.div %sum, %n : (tensor<0xf32>, tensor<0xf32>) -> tensor<0xf32>
  %mb = shapes.broadcast_in_dim %mean, dims = [0] : (tensor<0xf32>) -> tensor<0x17xf32>
  %c = shapes.sub %x, %mb : (tensor<0x17xf32>, tensor<0x17xf32>) -> tensor<0x17xf32>
  %sq = shapes.mul %c, %c : (tensor<0x17xf32>, tensor<0x17xf32>) -> tensor<0x17xf32>
  %2 = tensor.empty() : tensor<0xf32>
  %3 = linalg.fill ins(%zero : f32) outs(%2 : tensor<0xf32>) -> tensor<0xf32>
  %ss = linalg.reduce { arith.addf } ins(%sq : tensor<0x17xf32>) outs(%3 : tensor<0xf32>) dimensions = [1]
  %var = shapes.div %ss, %n : (tensor<0xf32>, tensor<0xf32>) -> tensor<0xf32>
  %ve = shapes.add %var, %eps : (tensor<0xf32>, tensor<0xf32>) -> tensor<0xf32>
  %rs = math.rsqrt %ve : tensor<0xf32>
  %rb = shapes.broadcast_in_dim %rs, dims = [0] : (tensor<0xf32>) -> tensor<0x17xf32>
  %y = shapes.mul %c, %rb : (tensor<0x17xf32>, tensor<0x17xf32>) -> tensor<0x17xf32>
  return %y : tensor<0x17xf32>
}

func.func @softmax_17x0(%x: tensor<17x0xf32>) -> tensor<17x0xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %0 = tensor.empty() : tensor<17xf32>
  %1 = linalg.fill ins(%ninf : f32) outs(%0 : tensor<17xf32>) -> tensor<17xf32>
  %m = linalg.reduce { arith.maximumf } ins(%x : tensor<17x0xf32>) outs(%1 : tensor<17xf32>) dimensions = [1]
  %mb = shapes.broadcast_in_dim %m, dims = [0] : (tensor<17xf32>) -> tensor<17x0xf32>
  %d = shapes.sub %x, %mb : (tensor<17x0xf32>, tensor<17x0xf32>) -> tensor<17x0xf32>
  %e = math.exp %d : tensor<17x0xf32>
  %2 = tensor.empty() : tensor<17xf32>
  %3 = linalg.fill ins(%zero : f32) outs(%2 : tensor<17xf32>) -> tensor<17xf32>
  %s = linalg.reduce { arith.addf } ins(%e : tensor<17x0xf32>) outs(%3 : tensor<17xf32>) dimensions = [1]
  %sb = shapes.broadcast_in_dim %s, dims = [0] : (tensor<17xf32>) -> tensor<17x0xf32>
  %y = shapes.div %e, %sb : (tensor<17x0xf32>, tensor<17x0xf32>) -> tensor<17x0xf32>
  return %y : tensor<17x0xf32>
}

func.func @layer_norm_17x0(%x: tensor<17x0xf32>) -> tensor<17x0xf32> {
  %zero = arith.constant 0.0 : f32
  %nv = arith.constant dense<0.0> : tensor<f32>
  %epsv = arith.constant dense<1.0e-3> : tensor<f32>
  %n = shapes.broadcast_in_dim %nv, dims = [] : (tensor<f32>) -> tensor<17xf32>
  %eps = shapes.broadcast_in_dim %epsv, dims = [] : (tensor<f32>) -> tensor<17xf32>
  %0 = tensor.empty() : tensor<17xf32>
  %1 = linalg.fill ins(%zero : f32) outs(%0 : tensor<17xf32>) -> tensor<17xf32>
  %sum = linalg.reduce { arith.addf } ins(%x : tensor<17x0xf32>) outs(%1 : tensor<17xf32>) dimensions = [1]
  %mean = shapes.div %sum, %n : (tensor<17xf32>, tensor<17xf32>) -> tensor<17xf32>
  %mb = shapes.broadcast_in_dim %mean, dims = [0] : (tensor<17xf32>) -> tensor<17x0xf32>
  %c = shapes.sub %x, %mb : (tensor<17x0xf32>, tensor<17x0xf32>) -> tensor<17x0xf32>
  %sq = shapes.mul %c, %c : (tensor<17x0xf32>, tensor<17x0xf32>) -> tensor<17x0xf32>
  %2 = tensor.empty() : tensor<17xf32>
  %3 = linalg.fill ins(%zero : f32) outs(%2 : tensor<17xf32>) -> tensor<17xf32>
  %ss = linalg.reduce { arith.addf } ins(%sq : tensor<17x0xf32>) outs(%3 : tensor<17xf32>) dimensions = [1]
  %var = shapes.div %ss, %n : (tensor<17xf32>, tensor<17xf32>) -> tensor<17xf32>
  %ve = shapes.add %var, %eps : (tensor<17xf32>, tensor<17xf32>) -> tensor<17xf32>
  %rs = math.rsqrt %ve : tensor<17xf32>
  %rb = shapes.broadcast_in_dim %rs, dims = [0] : (tensor<17xf32>) -> tensor<17x0xf32>
  %y = shapes.mul %c, %rb : (tensor<17x0xf32>, tensor<17x0xf32>) -> tensor<17x0xf32>
  return %y : tensor<17x0xf32>
}

func.func @softmax_1x1(%x: tensor<1x1xf32>) -> tensor<1x1xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %0 = tensor.empty() : tensor<1xf32>
  %1 = linalg.fill ins(%ninf : f32) outs(%0 : tensor<1xf32>) -> tensor<1xf32>
  %m = linalg.reduce { arith.maximumf } ins(%x : tensor<1x1xf32>) outs(%1 : tensor<1xf32>) dimensions = [1]
  %mb = shapes.broadcast_in_dim %m, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
  %d = shapes.sub %x, %mb : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
  %e = math.exp %d : tensor<1x1xf32>
  %2 = tensor.empty() : tensor<1xf32>
  %3 = linalg.fill ins(%zero : f32) outs(%2 : tensor<1xf32>) -> tensor<1xf32>
  %s = linalg.reduce { arith.addf } ins(%e : tensor<1x1xf32>) outs(%3 : tensor<1xf32>) dimensions = [1]
  %sb = shapes.broadcast_in_dim %s, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
  %y = shapes.div %e, %sb : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
  return %y : tensor<1x1xf32>
}

func.func @layer_norm_1x1(%x: tensor<1x1xf32>) -> tensor<1x1xf32> {
  %zero = arith.constant 0.0 : f32
  %nv = arith.constant dense<1.0> : tensor<f32>
  %epsv = arith.constant dense<1.0e-3> : tensor<f32>
  %n = shapes.broadcast_in_dim %nv, dims = [] : (tensor<f32>) -> tensor<1xf32>
  %eps = shapes.broadcast_in_dim %epsv, dims = [] : (tensor<f32>) -> tensor<1xf32>
  %0 = tensor.empty() : tensor<1xf32>
  %1 = linalg.fill ins(%zero : f32) outs(%0 : tensor<1xf32>) -> tensor<1xf32>
  %sum = linalg.reduce { arith.addf } ins(%x : tensor<1x1xf32>) outs(%1 : tensor<1xf32>) dimensions = [1]
  %mean = shapes.div %sum, %n : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
  %mb = shapes.broadcast_in_dim %mean, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
  %c = shapes.sub %x, %mb : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
  %sq = shapes.mul %c, %c : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
  %2 = tensor.empty() : tensor<1xf32>
  %3 = linalg.fill ins(%zero : f32) outs(%2 : tensor<1xf32>) -> tensor<1xf32>
  %ss = linalg.reduce { arith.addf } ins(%sq : tensor<1x1xf32>) outs(%3 : tensor<1xf32>) dimensions = [1]
  %var = shapes.div %ss, %n : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
  %ve = shapes.add %var, %eps : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
  %rs = math.rsqrt %ve : tensor<1xf32>
  %rb = shapes.broadcast_in_dim %rs, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
  %y = shapes.mul %c, %rb : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
  return %y : tensor<1x1xf32>
}

func.func @softmax_1x1025(%x: tensor<1x1025xf32>) -> tensor<1x1025xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %0 = tensor.empty() : tensor<1xf32>
  %1 = linalg.fill ins(%ninf : f32) outs(%0 : tensor<1xf32>) -> tensor<1xf32>
  %m = linalg.reduce { arith.maximumf } ins(%x : tensor<1x1025xf32>) outs(%1 : tensor<1xf32>) dimensions = [1]
  %mb = shapes.broadcast_in_dim %m, dims = [0] : (tensor<1xf32>) -> tensor<1x1025xf32>
  %d = shapes.sub %x, %mb : (tensor<1x1025xf32>, tensor<1x1025xf32>) -> tensor<1x1025xf32>
  %e = math.exp %d : tensor<1x1025xf32>
  %2 = tensor.empty() : tensor<1xf32>
  %3 = linalg.fill ins(%zero : f32) outs(%2 : tensor<1xf32>) -> tensor<1xf32>
  %s = linalg.reduce { arith.addf } ins(%e : tensor<1x1025xf32>) outs(%3 : tensor<1xf32>) dimensions = [1]
  %sb = shapes.broadcast_in_dim %s, dims = [0] : (tensor<1xf32>) -> tensor<1x1025xf32>
  %y = shapes.div %e, %sb : (tensor<1x1025xf32>, tensor<1x1025xf32>) -> tensor<1x1025xf32>
  return %y : tensor<1x1025xf32>
}

func.func @layer_norm_1x1025(%x: tensor<1x1025xf32>) -> tensor<1x1025xf32> {
  %zero = arith.constant 0.0 : f32
  %nv = arith.constant dense<1025.0> : tensor<f32>
  %epsv = arith.constant dense<1.0e-3> : tensor<f32>
  %n = shapes.broadcast_in_dim %nv, dims = [] : (tensor<f32>) -> tensor<1xf32>
  %eps = shapes.broadcast_in_dim %epsv, dims = [] : (tensor<f32>) -> tensor<1xf32>
  %0 = tensor.empty() : tensor<1xf32>
  %1 = linalg.fill ins(%zero : f32) outs(%0 : tensor<1xf32>) -> tensor<1xf32>
  %sum = linalg.reduce { arith.addf } ins(%x : tensor<1x1025xf32>) outs(%1 : tensor<1xf32>) dimensions = [1]
  %mean = shapes.div %sum, %n : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
  %mb = shapes.broadcast_in_dim %mean, dims = [0] : (tensor<1xf32>) -> tensor<1x1025xf32>
  %c = shapes.sub %x, %mb : (tensor<1x1025xf32>, tensor<1x1025xf32>) -> tensor<1x1025xf32>
  %sq = shapes.mul %c, %c : (tensor<1x1025xf32>, tensor<1x1025xf32>) -> tensor<1x1025xf32>
  %2 = tensor.empty() : tensor<1xf32>
  %3 = linalg.fill ins(%zero : f32) outs(%2 : tensor<1xf32>) -> tensor<1xf32>
  %ss = linalg.reduce { arith.addf } ins(%sq : tensor<1x1025xf32>) outs(%3 : tensor<1xf32>) dimensions = [1]
  %var = shapes.div %ss, %n : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
  %ve = shapes.add %var, %eps : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
  %rs = math.rsqrt %ve : tensor<1xf32>
  %rb = shapes.broadcast_in_dim %rs, dims = [0] : (tensor<1xf32>) -> tensor<1x1025xf32>
  %y = shapes.mul %c, %rb : (tensor<1x1025xf32>, tensor<1x1025xf32>) -> tensor<1x1025xf32>
  return %y : tensor<1x1025xf32>
}

func.func @softmax_15x17(%x: tensor<15x17xf32>) -> tensor<15x17xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %0 = tensor.empty() : tensor<15xf32>
  %1 = linalg.fill ins(%ninf : f32) outs(%0 : tensor<15xf32>) -> tensor<15xf32>
  %m = linalg.reduce { arith.maximumf } ins(%x : tensor<15x17xf32>) outs(%1 : tensor<15xf32>) dimensions = [1]
  %mb = shapes.broadcast_in_dim %m, dims = [0] : (tensor<15xf32>) -> tensor<15x17xf32>
  %d = shapes.sub %x, %mb : (tensor<15x17xf32>, tensor<15x17xf32>) -> tensor<15x17xf32>
  %e = math.exp %d : tensor<15x17xf32>
  %2 = tensor.empty() : tensor<15xf32>
  %3 = linalg.fill ins(%zero : f32) outs(%2 : tensor<15xf32>) -> tensor<15xf32>
  %s = linalg.reduce { arith.addf } ins(%e : tensor<15x17xf32>) outs(%3 : tensor<15xf32>) dimensions = [1]
  %sb = shapes.broadcast_in_dim %s, dims = [0] : (tensor<15xf32>) -> tensor<15x17xf32>
  %y = shapes.div %e, %sb : (tensor<15x17xf32>, tensor<15x17xf32>) -> tensor<15x17xf32>
  return %y : tensor<15x17xf32>
}

func.func @layer_norm_15x17(%x: tensor<15x17xf32>) -> tensor<15x17xf32> {
  %zero = arith.constant 0.0 : f32
  %nv = arith.constant dense<17.0> : tensor<f32>
  %epsv = arith.constant dense<1.0e-3> : tensor<f32>
  %n = shapes.broadcast_in_dim %nv, dims = [] : (tensor<f32>) -> tensor<15xf32>
  %eps = shapes.broadcast_in_dim %epsv, dims = [] : (tensor<f32>) -> tensor<15xf32>
  %0 = tensor.empty() : tensor<15xf32>
  %1 = linalg.fill ins(%zero : f32) outs(%0 : tensor<15xf32>) -> tensor<15xf32>
  %sum = linalg.reduce { arith.addf } ins(%x : tensor<15x17xf32>) outs(%1 : tensor<15xf32>) dimensions = [1]
  %mean = shapes.div %sum, %n : (tensor<15xf32>, tensor<15xf32>) -> tensor<15xf32>
  %mb = shapes.broadcast_in_dim %mean, dims = [0] : (tensor<15xf32>) -> tensor<15x17xf32>
  %c = shapes.sub %x, %mb : (tensor<15x17xf32>, tensor<15x17xf32>) -> tensor<15x17xf32>
  %sq = shapes.mul %c, %c : (tensor<15x17xf32>, tensor<15x17xf32>) -> tensor<15x17xf32>
  %2 = tensor.empty() : tensor<15xf32>
  %3 = linalg.fill ins(%zero : f32) outs(%2 : tensor<15xf32>) -> tensor<15xf32>
  %ss = linalg.reduce { arith.addf } ins(%sq : tensor<15x17xf32>) outs(%3 : tensor<15xf32>) dimensions = [1]
  %var = shapes.div %ss, %n : (tensor<15xf32>, tensor<15xf32>) -> tensor<15xf32>
  %ve = shapes.add %var, %eps : (tensor<15xf32>, tensor<15xf32>) -> tensor<15xf32>
  %rs = math.rsqrt %ve : tensor<15xf32>
  %rb = shapes.broadcast_in_dim %rs, dims = [0] : (tensor<15xf32>) -> tensor<15x17xf32>
  %y = shapes.mul %c, %rb : (tensor<15x17xf32>, tensor<15x17xf32>) -> tensor<15x17xf32>
  return %y : tensor<15x17xf32>
}

func.func @softmax_17x15(%x: tensor<17x15xf32>) -> tensor<17x15xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %0 = tensor.empty() : tensor<17xf32>
  %1 = linalg.fill ins(%ninf : f32) outs(%0 : tensor<17xf32>) -> tensor<17xf32>
  %m = linalg.reduce { arith.maximumf } ins(%x : tensor<17x15xf32>) outs(%1 : tensor<17xf32>) dimensions = [1]
  %mb = shapes.broadcast_in_dim %m, dims = [0] : (tensor<17xf32>) -> tensor<17x15xf32>
  %d = shapes.sub %x, %mb : (tensor<17x15xf32>, tensor<17x15xf32>) -> tensor<17x15xf32>
  %e = math.exp %d : tensor<17x15xf32>
  %2 = tensor.empty() : tensor<17xf32>
  %3 = linalg.fill ins(%zero : f32) outs(%2 : tensor<17xf32>) -> tensor<17xf32>
  %s = linalg.reduce { arith.addf } ins(%e : tensor<17x15xf32>) outs(%3 : tensor<17xf32>) dimensions = [1]
  %sb = shapes.broadcast_in_dim %s, dims = [0] : (tensor<17xf32>) -> tensor<17x15xf32>
  %y = shapes.div %e, %sb : (tensor<17x15xf32>, tensor<17x15xf32>) -> tensor<17x15xf32>
  return %y : tensor<17x15xf32>
}

func.func @layer_norm_17x15(%x: tensor<17x15xf32>) -> tensor<17x15xf32> {
  %zero = arith.constant 0.0 : f32
  %nv = arith.constant dense<15.0> : tensor<f32>
  %epsv = arith.constant dense<1.0e-3> : tensor<f32>
  %n = shapes.broadcast_in_dim %nv, dims = [] : (tensor<f32>) -> tensor<17xf32>
  %eps = shapes.broadcast_in_dim %epsv, dims = [] : (tensor<f32>) -> tensor<17xf32>
  %0 = tensor.empty() : tensor<17xf32>
  %1 = linalg.fill ins(%zero : f32) outs(%0 : tensor<17xf32>) -> tensor<17xf32>
  %sum = linalg.reduce { arith.addf } ins(%x : tensor<17x15xf32>) outs(%1 : tensor<17xf32>) dimensions = [1]
  %mean = shapes.div %sum, %n : (tensor<17xf32>, tensor<17xf32>) -> tensor<17xf32>
  %mb = shapes.broadcast_in_dim %mean, dims = [0] : (tensor<17xf32>) -> tensor<17x15xf32>
  %c = shapes.sub %x, %mb : (tensor<17x15xf32>, tensor<17x15xf32>) -> tensor<17x15xf32>
  %sq = shapes.mul %c, %c : (tensor<17x15xf32>, tensor<17x15xf32>) -> tensor<17x15xf32>
  %2 = tensor.empty() : tensor<17xf32>
  %3 = linalg.fill ins(%zero : f32) outs(%2 : tensor<17xf32>) -> tensor<17xf32>
  %ss = linalg.reduce { arith.addf } ins(%sq : tensor<17x15xf32>) outs(%3 : tensor<17xf32>) dimensions = [1]
  %var = shapes.div %ss, %n : (tensor<17xf32>, tensor<17xf32>) -> tensor<17xf32>
  %ve = shapes.add %var, %eps : (tensor<17xf32>, tensor<17xf32>) -> tensor<17xf32>
  %rs = math.rsqrt %ve : tensor<17xf32>
  %rb = shapes.broadcast_in_dim %rs, dims = [0] : (tensor<17xf32>) -> tensor<17x15xf32>
  %y = shapes.mul %c, %rb : (tensor<17x15xf32>, tensor<17x15xf32>) -> tensor<17x15xf32>
  return %y : tensor<17x15xf32>
}

func.func @softmax_1025x1(%x: tensor<1025x1xf32>) -> tensor<1025x1xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %0 = tensor.empty() : tensor<1025xf32>
  %1 = linalg.fill ins(%ninf : f32) outs(%0 : tensor<1025xf32>) -> tensor<1025xf32>
  %m = linalg.reduce { arith.maximumf } ins(%x : tensor<1025x1xf32>) outs(%1 : tensor<1025xf32>) dimensions = [1]
  %mb = shapes.broadcast_in_dim %m, dims = [0] : (tensor<1025xf32>) -> tensor<1025x1xf32>
  %d = shapes.sub %x, %mb : (tensor<1025x1xf32>, tensor<1025x1xf32>) -> tensor<1025x1xf32>
  %e = math.exp %d : tensor<1025x1xf32>
  %2 = tensor.empty() : tensor<1025xf32>
  %3 = linalg.fill ins(%zero : f32) outs(%2 : tensor<1025xf32>) -> tensor<1025xf32>
  %s = linalg.reduce { arith.addf } ins(%e : tensor<1025x1xf32>) outs(%3 : tensor<1025xf32>) dimensions = [1]
  %sb = shapes.broadcast_in_dim %s, dims = [0] : (tensor<1025xf32>) -> tensor<1025x1xf32>
  %y = shapes.div %e, %sb : (tensor<1025x1xf32>, tensor<1025x1xf32>) -> tensor<1025x1xf32>
  return %y : tensor<1025x1xf32>
}

func.func @layer_norm_1025x1(%x: tensor<1025x1xf32>) -> tensor<1025x1xf32> {
  %zero = arith.constant 0.0 : f32
  %nv = arith.constant dense<1.0> : tensor<f32>
  %epsv = arith.constant dense<1.0e-3> : tensor<f32>
  %n = shapes.broadcast_in_dim %nv, dims = [] : (tensor<f32>) -> tensor<1025xf32>
  %eps = shapes.broadcast_in_dim %epsv, dims = [] : (tensor<f32>) -> tensor<1025xf32>
  %0 = tensor.empty() : tensor<1025xf32>
  %1 = linalg.fill ins(%zero : f32) outs(%0 : tensor<1025xf32>) -> tensor<1025xf32>
  %sum = linalg.reduce { arith.addf } ins(%x : tensor<1025x1xf32>) outs(%1 : tensor<1025xf32>) dimensions = [1]
  %mean = shapes.div %sum, %n : (tensor<1025xf32>, tensor<1025xf32>) -> tensor<1025xf32>
  %mb = shapes.broadcast_in_dim %mean, dims = [0] : (tensor<1025xf32>) -> tensor<1025x1xf32>
  %c = shapes.sub %x, %mb : (tensor<1025x1xf32>, tensor<1025x1xf32>) -> tensor<1025x1xf32>
  %sq = shapes.mul %c, %c : (tensor<1025x1xf32>, tensor<1025x1xf32>) -> tensor<1025x1xf32>
  %2 = tensor.empty() : tensor<1025xf32>
  %3 = linalg.fill ins(%zero : f32) outs(%2 : tensor<1025xf32>) -> tensor<1025xf32>
  %ss = linalg.reduce { arith.addf } ins(%sq : tensor<1025x1xf32>) outs(%3 : tensor<1025xf32>) dimensions = [1]
  %var = shapes.div %ss, %n : (tensor<1025xf32>, tensor<1025xf32>) -> tensor<1025xf32>
  %ve = shapes.add %var, %eps : (tensor<1025xf32>, tensor<1025xf32>) -> tensor<1025xf32>
  %rs = math.rsqrt %ve : tensor<1025xf32>
  %rb = shapes.broadcast_in_dim %rs, dims = [0] : (tensor<1025xf32>) -> tensor<1025x1xf32>
  %y = shapes.mul %c, %rb : (tensor<1025x1xf32>, tensor<1025x1xf32>) -> tensor<1025x1xf32>
  return %y : tensor<1025x1xf32>
}

func.func @softmax_1025x17(%x: tensor<1025x17xf32>) -> tensor<1025x17xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %0 = tensor.empty() : tensor<1025xf32>
  %1 = linalg.fill ins(%ninf : f32) outs(%0 : tensor<1025xf32>) -> tensor<1025xf32>
  %m = linalg.reduce { arith.maximumf } ins(%x : tensor<1025x17xf32>) outs(%1 : tensor<1025xf32>) dimensions = [1]
  %mb = shapes.broadcast_in_dim %m, dims = [0] : (tensor<1025xf32>) -> tensor<1025x17xf32>
  %d = shapes.sub %x, %mb : (tensor<1025x17xf32>, tensor<1025x17xf32>) -> tensor<1025x17xf32>
  %e = math.exp %d : tensor<1025x17xf32>
  %2 = tensor.empty() : tensor<1025xf32>
  %3 = linalg.fill ins(%zero : f32) outs(%2 : tensor<1025xf32>) -> tensor<1025xf32>
  %s = linalg.reduce { arith.addf } ins(%e : tensor<1025x17xf32>) outs(%3 : tensor<1025xf32>) dimensions = [1]
  %sb = shapes.broadcast_in_dim %s, dims = [0] : (tensor<1025xf32>) -> tensor<1025x17xf32>
  %y = shapes.div %e, %sb : (tensor<1025x17xf32>, tensor<1025x17xf32>) -> tensor<1025x17xf32>
  return %y : tensor<1025x17xf32>
}

func.func @layer_norm_1025x17(%x: tensor<1025x17xf32>) -> tensor<1025x17xf32> {
  %zero = arith.constant 0.0 : f32
  %nv = arith.constant dense<17.0> : tensor<f32>
  %epsv = arith.constant dense<1.0e-3> : tensor<f32>
  %n = shapes.broadcast_in_dim %nv, dims = [] : (tensor<f32>) -> tensor<1025xf32>
  %eps = shapes.broadcast_in_dim %epsv, dims = [] : (tensor<f32>) -> tensor<1025xf32>
  %0 = tensor.empty() : tensor<1025xf32>
  %1 = linalg.fill ins(%zero : f32) outs(%0 : tensor<1025xf32>) -> tensor<1025xf32>
  %sum = linalg.reduce { arith.addf } ins(%x : tensor<1025x17xf32>) outs(%1 : tensor<1025xf32>) dimensions = [1]
  %mean = shapes.div %sum, %n : (tensor<1025xf32>, tensor<1025xf32>) -> tensor<1025xf32>
  %mb = shapes.broadcast_in_dim %mean, dims = [0] : (tensor<1025xf32>) -> tensor<1025x17xf32>
  %c = shapes.sub %x, %mb : (tensor<1025x17xf32>, tensor<1025x17xf32>) -> tensor<1025x17xf32>
  %sq = shapes.mul %c, %c : (tensor<1025x17xf32>, tensor<1025x17xf32>) -> tensor<1025x17xf32>
  %2 = tensor.empty() : tensor<1025xf32>
  %3 = linalg.fill ins(%zero : f32) outs(%2 : tensor<1025xf32>) -> tensor<1025xf32>
  %ss = linalg.reduce { arith.addf } ins(%sq : tensor<1025x17xf32>) outs(%3 : tensor<1025xf32>) dimensions = [1]
  %var = shapes.div %ss, %n : (tensor<1025xf32>, tensor<1025xf32>) -> tensor<1025xf32>
  %ve = shapes.add %var, %eps : (tensor<1025xf32>, tensor<1025xf32>) -> tensor<1025xf32>
  %rs = math.rsqrt %ve : tensor<1025xf32>
  %rb = shapes.broadcast_in_dim %rs, dims = [0] : (tensor<1025xf32>) -> tensor<1025x17xf32>
  %y = shapes.mul %c, %rb : (tensor<1025x17xf32>, tensor<1025x17xf32>) -> tensor<1025x17xf32>
  return %y : tensor<1025x17xf32>
}

func.func @softmax_17x1025(%x: tensor<17x1025xf32>) -> tensor<17x1025xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %0 = tensor.empty() : tensor<17xf32>
  %1 = linalg.fill ins(%ninf : f32) outs(%0 : tensor<17xf32>) -> tensor<17xf32>
  %m = linalg.reduce { arith.maximumf } ins(%x : tensor<17x1025xf32>) outs(%1 : tensor<17xf32>) dimensions = [1]
  %mb = shapes.broadcast_in_dim %m, dims = [0] : (tensor<17xf32>) -> tensor<17x1025xf32>
  %d = shapes.sub %x, %mb : (tensor<17x1025xf32>, tensor<17x1025xf32>) -> tensor<17x1025xf32>
  %e = math.exp %d : tensor<17x1025xf32>
  %2 = tensor.empty() : tensor<17xf32>
  %3 = linalg.fill ins(%zero : f32) outs(%2 : tensor<17xf32>) -> tensor<17xf32>
  %s = linalg.reduce { arith.addf } ins(%e : tensor<17x1025xf32>) outs(%3 : tensor<17xf32>) dimensions = [1]
  %sb = shapes.broadcast_in_dim %s, dims = [0] : (tensor<17xf32>) -> tensor<17x1025xf32>
  %y = shapes.div %e, %sb : (tensor<17x1025xf32>, tensor<17x1025xf32>) -> tensor<17x1025xf32>
  return %y : tensor<17x1025xf32>
}

func.func @layer_norm_17x1025(%x: tensor<17x1025xf32>) -> tensor<17x1025xf32> {
  %zero = arith.constant 0.0 : f32
  %nv = arith.constant dense<1025.0> : tensor<f32>
  %epsv = arith.constant dense<1.0e-3> : tensor<f32>
  %n = shapes.broadcast_in_dim %nv, dims = [] : (tensor<f32>) -> tensor<17xf32>
  %eps = shapes.broadcast_in_dim %epsv, dims = [] : (tensor<f32>) -> tensor<17xf32>
  %0 = tensor.empty() : tensor<17xf32>
  %1 = linalg.fill ins(%zero : f32) outs(%0 : tensor<17xf32>) -> tensor<17xf32>
  %sum = linalg.reduce { arith.addf } ins(%x : tensor<17x1025xf32>) outs(%1 : tensor<17xf32>) dimensions = [1]
  %mean = shapes.div %sum, %n : (tensor<17xf32>, tensor<17xf32>) -> tensor<17xf32>
  %mb = shapes.broadcast_in_dim %mean, dims = [0] : (tensor<17xf32>) -> tensor<17x1025xf32>
  %c = shapes.sub %x, %mb : (tensor<17x1025xf32>, tensor<17x1025xf32>) -> tensor<17x1025xf32>
  %sq = shapes.mul %c, %c : (tensor<17x1025xf32>, tensor<17x1025xf32>) -> tensor<17x1025xf32>
  %2 = tensor.empty() : tensor<17xf32>
  %3 = linalg.fill ins(%zero : f32) outs(%2 : tensor<17xf32>) -> tensor<17xf32>
  %ss = linalg.reduce { arith.addf } ins(%sq : tensor<17x1025xf32>) outs(%3 : tensor<17xf32>) dimensions = [1]
  %var = shapes.div %ss, %n : (tensor<17xf32>, tensor<17xf32>) -> tensor<17xf32>
  %ve = shapes.add %var, %eps : (tensor<17xf32>, tensor<17xf32>) -> tensor<17xf32>
  %rs = math.rsqrt %ve : tensor<17xf32>
  %rb = shapes.broadcast_in_dim %rs, dims = [0] : (tensor<17xf32>) -> tensor<17x1025xf32>
  %y = shapes.mul %c, %rb : (tensor<17x1025xf32>, tensor<17x1025xf32>) -> tensor<17x1025xf32>
  return %y : tensor<17x1025xf32>
}

func.func @softmax_15x1025(%x: tensor<15x1025xf32>) -> tensor<15x1025xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %0 = tensor.empty() : tensor<15xf32>
  %1 = linalg.fill ins(%ninf : f32) outs(%0 : tensor<15xf32>) -> tensor<15xf32>
  %m = linalg.reduce { arith.maximumf } ins(%x : tensor<15x1025xf32>) outs(%1 : tensor<15xf32>) dimensions = [1]
  %mb = shapes.broadcast_in_dim %m, dims = [0] : (tensor<15xf32>) -> tensor<15x1025xf32>
  %d = shapes.sub %x, %mb : (tensor<15x1025xf32>, tensor<15x1025xf32>) -> tensor<15x1025xf32>
  %e = math.exp %d : tensor<15x1025xf32>
  %2 = tensor.empty() : tensor<15xf32>
  %3 = linalg.fill ins(%zero : f32) outs(%2 : tensor<15xf32>) -> tensor<15xf32>
  %s = linalg.reduce { arith.addf } ins(%e : tensor<15x1025xf32>) outs(%3 : tensor<15xf32>) dimensions = [1]
  %sb = shapes.broadcast_in_dim %s, dims = [0] : (tensor<15xf32>) -> tensor<15x1025xf32>
  %y = shapes.div %e, %sb : (tensor<15x1025xf32>, tensor<15x1025xf32>) -> tensor<15x1025xf32>
  return %y : tensor<15x1025xf32>
}

func.func @layer_norm_15x1025(%x: tensor<15x1025xf32>) -> tensor<15x1025xf32> {
  %zero = arith.constant 0.0 : f32
  %nv = arith.constant dense<1025.0> : tensor<f32>
  %epsv = arith.constant dense<1.0e-3> : tensor<f32>
  %n = shapes.broadcast_in_dim %nv, dims = [] : (tensor<f32>) -> tensor<15xf32>
  %eps = shapes.broadcast_in_dim %epsv, dims = [] : (tensor<f32>) -> tensor<15xf32>
  %0 = tensor.empty() : tensor<15xf32>
  %1 = linalg.fill ins(%zero : f32) outs(%0 : tensor<15xf32>) -> tensor<15xf32>
  %sum = linalg.reduce { arith.addf } ins(%x : tensor<15x1025xf32>) outs(%1 : tensor<15xf32>) dimensions = [1]
  %mean = shapes.div %sum, %n : (tensor<15xf32>, tensor<15xf32>) -> tensor<15xf32>
  %mb = shapes.broadcast_in_dim %mean, dims = [0] : (tensor<15xf32>) -> tensor<15x1025xf32>
  %c = shapes.sub %x, %mb : (tensor<15x1025xf32>, tensor<15x1025xf32>) -> tensor<15x1025xf32>
  %sq = shapes.mul %c, %c : (tensor<15x1025xf32>, tensor<15x1025xf32>) -> tensor<15x1025xf32>
  %2 = tensor.empty() : tensor<15xf32>
  %3 = linalg.fill ins(%zero : f32) outs(%2 : tensor<15xf32>) -> tensor<15xf32>
  %ss = linalg.reduce { arith.addf } ins(%sq : tensor<15x1025xf32>) outs(%3 : tensor<15xf32>) dimensions = [1]
  %var = shapes.div %ss, %n : (tensor<15xf32>, tensor<15xf32>) -> tensor<15xf32>
  %ve = shapes.add %var, %eps : (tensor<15xf32>, tensor<15xf32>) -> tensor<15xf32>
  %rs = math.rsqrt %ve : tensor<15xf32>
  %rb = shapes.broadcast_in_dim %rs, dims = [0] : (tensor<15xf32>) -> tensor<15x1025xf32>
  %y = shapes.mul %c, %rb : (tensor<15x1025xf32>, tensor<15x1025xf32>) -> tensor<15x1025xf32>
  return %y : tensor<15x1025xf32>
}

// x[i][j] = ((i * 31 + j * 17) % 23) / 4 - 2.
func.func @input(%r: index, %c: index) -> memref<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c17 = arith.constant 17 : index
  %c23 = arith.constant 23 : index
  %c31 = arith.constant 31 : index
  %q = arith.constant 0.25 : f32
  %two = arith.constant 2.0 : f32
  %x = memref.alloc(%r, %c) : memref<?x?xf32>
  scf.for %i = %c0 to %r step %c1 {
    scf.for %j = %c0 to %c step %c1 {
      %a = arith.muli %i, %c31 : index
      %b = arith.muli %j, %c17 : index
      %s = arith.addi %a, %b : index
      %m = arith.remui %s, %c23 : index
      %mi = arith.index_cast %m : index to i32
      %mf = arith.sitofp %mi : i32 to f32
      %v = arith.mulf %mf, %q : f32
      %w = arith.subf %v, %two : f32
      memref.store %w, %x[%i, %j] : memref<?x?xf32>
    }
  }
  return %x : memref<?x?xf32>
}

func.func @ref_softmax(%x: memref<?x?xf32>, %y: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %r = memref.dim %x, %c0 : memref<?x?xf32>
  %c = memref.dim %x, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %r step %c1 {
    %m = scf.for %j = %c0 to %c step %c1 iter_args(%acc = %ninf) -> f32 {
      %v = memref.load %x[%i, %j] : memref<?x?xf32>
      %n = arith.maximumf %acc, %v : f32
      scf.yield %n : f32
    }
    %s = scf.for %j = %c0 to %c step %c1 iter_args(%acc = %zero) -> f32 {
      %v = memref.load %x[%i, %j] : memref<?x?xf32>
      %d = arith.subf %v, %m : f32
      %e = math.exp %d : f32
      %n = arith.addf %acc, %e : f32
      scf.yield %n : f32
    }
    scf.for %j = %c0 to %c step %c1 {
      %v = memref.load %x[%i, %j] : memref<?x?xf32>
      %d = arith.subf %v, %m : f32
      %e = math.exp %d : f32
      %q = arith.divf %e, %s : f32
      memref.store %q, %y[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

func.func @ref_layer_norm(%x: memref<?x?xf32>, %eps: f32, %y: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %r = memref.dim %x, %c0 : memref<?x?xf32>
  %c = memref.dim %x, %c1 : memref<?x?xf32>
  %ci = arith.index_cast %c : index to i32
  %n = arith.sitofp %ci : i32 to f32
  scf.for %i = %c0 to %r step %c1 {
    %sum = scf.for %j = %c0 to %c step %c1 iter_args(%acc = %zero) -> f32 {
      %v = memref.load %x[%i, %j] : memref<?x?xf32>
      %a = arith.addf %acc, %v : f32
      scf.yield %a : f32
    }
    %mean = arith.divf %sum, %n : f32
    %ss = scf.for %j = %c0 to %c step %c1 iter_args(%acc = %zero) -> f32 {
      %v = memref.load %x[%i, %j] : memref<?x?xf32>
      %d = arith.subf %v, %mean : f32
      %q = arith.mulf %d, %d : f32
      %a = arith.addf %acc, %q : f32
      scf.yield %a : f32
    }
    %var = arith.divf %ss, %n : f32
    %ve = arith.addf %var, %eps : f32
    %rs = math.rsqrt %ve : f32
    scf.for %j = %c0 to %c step %c1 {
      %v = memref.load %x[%i, %j] : memref<?x?xf32>
      %d = arith.subf %v, %mean : f32
      %o = arith.mulf %d, %rs : f32
      memref.store %o, %y[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

// The elements of `got` farther than 1e-5 relative (1e-6 absolute near 0)
// from `want`.
func.func @count(%got: memref<?x?xf32>, %want: memref<?x?xf32>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %rel = arith.constant 1.0e-5 : f32
  %abs = arith.constant 1.0e-6 : f32
  %r = memref.dim %got, %c0 : memref<?x?xf32>
  %c = memref.dim %got, %c1 : memref<?x?xf32>
  %bad = scf.for %i = %c0 to %r step %c1 iter_args(%acc = %zero) -> i64 {
    %row = scf.for %j = %c0 to %c step %c1 iter_args(%acc2 = %acc) -> i64 {
      %g = memref.load %got[%i, %j] : memref<?x?xf32>
      %w = memref.load %want[%i, %j] : memref<?x?xf32>
      %d = arith.subf %g, %w : f32
      %ad = math.absf %d : f32
      %aw = math.absf %w : f32
      %t = arith.mulf %aw, %rel : f32
      %tol = arith.addf %t, %abs : f32
      %ok = arith.cmpf ole, %ad, %tol : f32
      %inc = arith.select %ok, %zero, %one : i64
      %next = arith.addi %acc2, %inc : i64
      scf.yield %next : i64
    }
    scf.yield %row : i64
  }
  return %bad : i64
}

// Per shape: the wrong elements of the softmax, then of the layer norm.
func.func @main() {
  %eps = arith.constant 1.0e-3 : f32
  %r0x17 = arith.constant 0 : index
  %c0x17 = arith.constant 17 : index
  %x0x17 = call @input(%r0x17, %c0x17) : (index, index) -> memref<?x?xf32>
  %xs0x17 = memref.cast %x0x17 : memref<?x?xf32> to memref<0x17xf32>
  %t0x17 = bufferization.to_tensor %xs0x17 restrict : memref<0x17xf32> to tensor<0x17xf32>
  %want0x17 = memref.alloc(%r0x17, %c0x17) : memref<?x?xf32>
  %y0x17 = call @softmax_0x17(%t0x17) : (tensor<0x17xf32>) -> tensor<0x17xf32>
  %got0x17 = bufferization.to_buffer %y0x17 : tensor<0x17xf32> to memref<0x17xf32>
  %gotd0x17 = memref.cast %got0x17 : memref<0x17xf32> to memref<?x?xf32>
  call @ref_softmax(%x0x17, %want0x17) : (memref<?x?xf32>, memref<?x?xf32>) -> ()
  %s0x17 = call @count(%gotd0x17, %want0x17) : (memref<?x?xf32>, memref<?x?xf32>) -> i64
  // CHECK: 0
  vector.print %s0x17 : i64
  %z0x17 = call @layer_norm_0x17(%t0x17) : (tensor<0x17xf32>) -> tensor<0x17xf32>
  %gotl0x17 = bufferization.to_buffer %z0x17 : tensor<0x17xf32> to memref<0x17xf32>
  %gotld0x17 = memref.cast %gotl0x17 : memref<0x17xf32> to memref<?x?xf32>
  call @ref_layer_norm(%x0x17, %eps, %want0x17) : (memref<?x?xf32>, f32, memref<?x?xf32>) -> ()
  %l0x17 = call @count(%gotld0x17, %want0x17) : (memref<?x?xf32>, memref<?x?xf32>) -> i64
  // CHECK-NEXT: 0
  vector.print %l0x17 : i64
  memref.dealloc %x0x17 : memref<?x?xf32>
  memref.dealloc %want0x17 : memref<?x?xf32>
  %r17x0 = arith.constant 17 : index
  %c17x0 = arith.constant 0 : index
  %x17x0 = call @input(%r17x0, %c17x0) : (index, index) -> memref<?x?xf32>
  %xs17x0 = memref.cast %x17x0 : memref<?x?xf32> to memref<17x0xf32>
  %t17x0 = bufferization.to_tensor %xs17x0 restrict : memref<17x0xf32> to tensor<17x0xf32>
  %want17x0 = memref.alloc(%r17x0, %c17x0) : memref<?x?xf32>
  %y17x0 = call @softmax_17x0(%t17x0) : (tensor<17x0xf32>) -> tensor<17x0xf32>
  %got17x0 = bufferization.to_buffer %y17x0 : tensor<17x0xf32> to memref<17x0xf32>
  %gotd17x0 = memref.cast %got17x0 : memref<17x0xf32> to memref<?x?xf32>
  call @ref_softmax(%x17x0, %want17x0) : (memref<?x?xf32>, memref<?x?xf32>) -> ()
  %s17x0 = call @count(%gotd17x0, %want17x0) : (memref<?x?xf32>, memref<?x?xf32>) -> i64
  // CHECK: 0
  vector.print %s17x0 : i64
  %z17x0 = call @layer_norm_17x0(%t17x0) : (tensor<17x0xf32>) -> tensor<17x0xf32>
  %gotl17x0 = bufferization.to_buffer %z17x0 : tensor<17x0xf32> to memref<17x0xf32>
  %gotld17x0 = memref.cast %gotl17x0 : memref<17x0xf32> to memref<?x?xf32>
  call @ref_layer_norm(%x17x0, %eps, %want17x0) : (memref<?x?xf32>, f32, memref<?x?xf32>) -> ()
  %l17x0 = call @count(%gotld17x0, %want17x0) : (memref<?x?xf32>, memref<?x?xf32>) -> i64
  // CHECK-NEXT: 0
  vector.print %l17x0 : i64
  memref.dealloc %x17x0 : memref<?x?xf32>
  memref.dealloc %want17x0 : memref<?x?xf32>
  %r1x1 = arith.constant 1 : index
  %c1x1 = arith.constant 1 : index
  %x1x1 = call @input(%r1x1, %c1x1) : (index, index) -> memref<?x?xf32>
  %xs1x1 = memref.cast %x1x1 : memref<?x?xf32> to memref<1x1xf32>
  %t1x1 = bufferization.to_tensor %xs1x1 restrict : memref<1x1xf32> to tensor<1x1xf32>
  %want1x1 = memref.alloc(%r1x1, %c1x1) : memref<?x?xf32>
  %y1x1 = call @softmax_1x1(%t1x1) : (tensor<1x1xf32>) -> tensor<1x1xf32>
  %got1x1 = bufferization.to_buffer %y1x1 : tensor<1x1xf32> to memref<1x1xf32>
  %gotd1x1 = memref.cast %got1x1 : memref<1x1xf32> to memref<?x?xf32>
  call @ref_softmax(%x1x1, %want1x1) : (memref<?x?xf32>, memref<?x?xf32>) -> ()
  %s1x1 = call @count(%gotd1x1, %want1x1) : (memref<?x?xf32>, memref<?x?xf32>) -> i64
  // CHECK: 0
  vector.print %s1x1 : i64
  %z1x1 = call @layer_norm_1x1(%t1x1) : (tensor<1x1xf32>) -> tensor<1x1xf32>
  %gotl1x1 = bufferization.to_buffer %z1x1 : tensor<1x1xf32> to memref<1x1xf32>
  %gotld1x1 = memref.cast %gotl1x1 : memref<1x1xf32> to memref<?x?xf32>
  call @ref_layer_norm(%x1x1, %eps, %want1x1) : (memref<?x?xf32>, f32, memref<?x?xf32>) -> ()
  %l1x1 = call @count(%gotld1x1, %want1x1) : (memref<?x?xf32>, memref<?x?xf32>) -> i64
  // CHECK-NEXT: 0
  vector.print %l1x1 : i64
  memref.dealloc %x1x1 : memref<?x?xf32>
  memref.dealloc %want1x1 : memref<?x?xf32>
  %r1x1025 = arith.constant 1 : index
  %c1x1025 = arith.constant 1025 : index
  %x1x1025 = call @input(%r1x1025, %c1x1025) : (index, index) -> memref<?x?xf32>
  %xs1x1025 = memref.cast %x1x1025 : memref<?x?xf32> to memref<1x1025xf32>
  %t1x1025 = bufferization.to_tensor %xs1x1025 restrict : memref<1x1025xf32> to tensor<1x1025xf32>
  %want1x1025 = memref.alloc(%r1x1025, %c1x1025) : memref<?x?xf32>
  %y1x1025 = call @softmax_1x1025(%t1x1025) : (tensor<1x1025xf32>) -> tensor<1x1025xf32>
  %got1x1025 = bufferization.to_buffer %y1x1025 : tensor<1x1025xf32> to memref<1x1025xf32>
  %gotd1x1025 = memref.cast %got1x1025 : memref<1x1025xf32> to memref<?x?xf32>
  call @ref_softmax(%x1x1025, %want1x1025) : (memref<?x?xf32>, memref<?x?xf32>) -> ()
  %s1x1025 = call @count(%gotd1x1025, %want1x1025) : (memref<?x?xf32>, memref<?x?xf32>) -> i64
  // CHECK: 0
  vector.print %s1x1025 : i64
  %z1x1025 = call @layer_norm_1x1025(%t1x1025) : (tensor<1x1025xf32>) -> tensor<1x1025xf32>
  %gotl1x1025 = bufferization.to_buffer %z1x1025 : tensor<1x1025xf32> to memref<1x1025xf32>
  %gotld1x1025 = memref.cast %gotl1x1025 : memref<1x1025xf32> to memref<?x?xf32>
  call @ref_layer_norm(%x1x1025, %eps, %want1x1025) : (memref<?x?xf32>, f32, memref<?x?xf32>) -> ()
  %l1x1025 = call @count(%gotld1x1025, %want1x1025) : (memref<?x?xf32>, memref<?x?xf32>) -> i64
  // CHECK-NEXT: 0
  vector.print %l1x1025 : i64
  memref.dealloc %x1x1025 : memref<?x?xf32>
  memref.dealloc %want1x1025 : memref<?x?xf32>
  %r15x17 = arith.constant 15 : index
  %c15x17 = arith.constant 17 : index
  %x15x17 = call @input(%r15x17, %c15x17) : (index, index) -> memref<?x?xf32>
  %xs15x17 = memref.cast %x15x17 : memref<?x?xf32> to memref<15x17xf32>
  %t15x17 = bufferization.to_tensor %xs15x17 restrict : memref<15x17xf32> to tensor<15x17xf32>
  %want15x17 = memref.alloc(%r15x17, %c15x17) : memref<?x?xf32>
  %y15x17 = call @softmax_15x17(%t15x17) : (tensor<15x17xf32>) -> tensor<15x17xf32>
  %got15x17 = bufferization.to_buffer %y15x17 : tensor<15x17xf32> to memref<15x17xf32>
  %gotd15x17 = memref.cast %got15x17 : memref<15x17xf32> to memref<?x?xf32>
  call @ref_softmax(%x15x17, %want15x17) : (memref<?x?xf32>, memref<?x?xf32>) -> ()
  %s15x17 = call @count(%gotd15x17, %want15x17) : (memref<?x?xf32>, memref<?x?xf32>) -> i64
  // CHECK: 0
  vector.print %s15x17 : i64
  %z15x17 = call @layer_norm_15x17(%t15x17) : (tensor<15x17xf32>) -> tensor<15x17xf32>
  %gotl15x17 = bufferization.to_buffer %z15x17 : tensor<15x17xf32> to memref<15x17xf32>
  %gotld15x17 = memref.cast %gotl15x17 : memref<15x17xf32> to memref<?x?xf32>
  call @ref_layer_norm(%x15x17, %eps, %want15x17) : (memref<?x?xf32>, f32, memref<?x?xf32>) -> ()
  %l15x17 = call @count(%gotld15x17, %want15x17) : (memref<?x?xf32>, memref<?x?xf32>) -> i64
  // CHECK-NEXT: 0
  vector.print %l15x17 : i64
  memref.dealloc %x15x17 : memref<?x?xf32>
  memref.dealloc %want15x17 : memref<?x?xf32>
  %r17x15 = arith.constant 17 : index
  %c17x15 = arith.constant 15 : index
  %x17x15 = call @input(%r17x15, %c17x15) : (index, index) -> memref<?x?xf32>
  %xs17x15 = memref.cast %x17x15 : memref<?x?xf32> to memref<17x15xf32>
  %t17x15 = bufferization.to_tensor %xs17x15 restrict : memref<17x15xf32> to tensor<17x15xf32>
  %want17x15 = memref.alloc(%r17x15, %c17x15) : memref<?x?xf32>
  %y17x15 = call @softmax_17x15(%t17x15) : (tensor<17x15xf32>) -> tensor<17x15xf32>
  %got17x15 = bufferization.to_buffer %y17x15 : tensor<17x15xf32> to memref<17x15xf32>
  %gotd17x15 = memref.cast %got17x15 : memref<17x15xf32> to memref<?x?xf32>
  call @ref_softmax(%x17x15, %want17x15) : (memref<?x?xf32>, memref<?x?xf32>) -> ()
  %s17x15 = call @count(%gotd17x15, %want17x15) : (memref<?x?xf32>, memref<?x?xf32>) -> i64
  // CHECK: 0
  vector.print %s17x15 : i64
  %z17x15 = call @layer_norm_17x15(%t17x15) : (tensor<17x15xf32>) -> tensor<17x15xf32>
  %gotl17x15 = bufferization.to_buffer %z17x15 : tensor<17x15xf32> to memref<17x15xf32>
  %gotld17x15 = memref.cast %gotl17x15 : memref<17x15xf32> to memref<?x?xf32>
  call @ref_layer_norm(%x17x15, %eps, %want17x15) : (memref<?x?xf32>, f32, memref<?x?xf32>) -> ()
  %l17x15 = call @count(%gotld17x15, %want17x15) : (memref<?x?xf32>, memref<?x?xf32>) -> i64
  // CHECK-NEXT: 0
  vector.print %l17x15 : i64
  memref.dealloc %x17x15 : memref<?x?xf32>
  memref.dealloc %want17x15 : memref<?x?xf32>
  %r1025x1 = arith.constant 1025 : index
  %c1025x1 = arith.constant 1 : index
  %x1025x1 = call @input(%r1025x1, %c1025x1) : (index, index) -> memref<?x?xf32>
  %xs1025x1 = memref.cast %x1025x1 : memref<?x?xf32> to memref<1025x1xf32>
  %t1025x1 = bufferization.to_tensor %xs1025x1 restrict : memref<1025x1xf32> to tensor<1025x1xf32>
  %want1025x1 = memref.alloc(%r1025x1, %c1025x1) : memref<?x?xf32>
  %y1025x1 = call @softmax_1025x1(%t1025x1) : (tensor<1025x1xf32>) -> tensor<1025x1xf32>
  %got1025x1 = bufferization.to_buffer %y1025x1 : tensor<1025x1xf32> to memref<1025x1xf32>
  %gotd1025x1 = memref.cast %got1025x1 : memref<1025x1xf32> to memref<?x?xf32>
  call @ref_softmax(%x1025x1, %want1025x1) : (memref<?x?xf32>, memref<?x?xf32>) -> ()
  %s1025x1 = call @count(%gotd1025x1, %want1025x1) : (memref<?x?xf32>, memref<?x?xf32>) -> i64
  // CHECK: 0
  vector.print %s1025x1 : i64
  %z1025x1 = call @layer_norm_1025x1(%t1025x1) : (tensor<1025x1xf32>) -> tensor<1025x1xf32>
  %gotl1025x1 = bufferization.to_buffer %z1025x1 : tensor<1025x1xf32> to memref<1025x1xf32>
  %gotld1025x1 = memref.cast %gotl1025x1 : memref<1025x1xf32> to memref<?x?xf32>
  call @ref_layer_norm(%x1025x1, %eps, %want1025x1) : (memref<?x?xf32>, f32, memref<?x?xf32>) -> ()
  %l1025x1 = call @count(%gotld1025x1, %want1025x1) : (memref<?x?xf32>, memref<?x?xf32>) -> i64
  // CHECK-NEXT: 0
  vector.print %l1025x1 : i64
  memref.dealloc %x1025x1 : memref<?x?xf32>
  memref.dealloc %want1025x1 : memref<?x?xf32>
  %r1025x17 = arith.constant 1025 : index
  %c1025x17 = arith.constant 17 : index
  %x1025x17 = call @input(%r1025x17, %c1025x17) : (index, index) -> memref<?x?xf32>
  %xs1025x17 = memref.cast %x1025x17 : memref<?x?xf32> to memref<1025x17xf32>
  %t1025x17 = bufferization.to_tensor %xs1025x17 restrict : memref<1025x17xf32> to tensor<1025x17xf32>
  %want1025x17 = memref.alloc(%r1025x17, %c1025x17) : memref<?x?xf32>
  %y1025x17 = call @softmax_1025x17(%t1025x17) : (tensor<1025x17xf32>) -> tensor<1025x17xf32>
  %got1025x17 = bufferization.to_buffer %y1025x17 : tensor<1025x17xf32> to memref<1025x17xf32>
  %gotd1025x17 = memref.cast %got1025x17 : memref<1025x17xf32> to memref<?x?xf32>
  call @ref_softmax(%x1025x17, %want1025x17) : (memref<?x?xf32>, memref<?x?xf32>) -> ()
  %s1025x17 = call @count(%gotd1025x17, %want1025x17) : (memref<?x?xf32>, memref<?x?xf32>) -> i64
  // CHECK: 0
  vector.print %s1025x17 : i64
  %z1025x17 = call @layer_norm_1025x17(%t1025x17) : (tensor<1025x17xf32>) -> tensor<1025x17xf32>
  %gotl1025x17 = bufferization.to_buffer %z1025x17 : tensor<1025x17xf32> to memref<1025x17xf32>
  %gotld1025x17 = memref.cast %gotl1025x17 : memref<1025x17xf32> to memref<?x?xf32>
  call @ref_layer_norm(%x1025x17, %eps, %want1025x17) : (memref<?x?xf32>, f32, memref<?x?xf32>) -> ()
  %l1025x17 = call @count(%gotld1025x17, %want1025x17) : (memref<?x?xf32>, memref<?x?xf32>) -> i64
  // CHECK-NEXT: 0
  vector.print %l1025x17 : i64
  memref.dealloc %x1025x17 : memref<?x?xf32>
  memref.dealloc %want1025x17 : memref<?x?xf32>
  %r17x1025 = arith.constant 17 : index
  %c17x1025 = arith.constant 1025 : index
  %x17x1025 = call @input(%r17x1025, %c17x1025) : (index, index) -> memref<?x?xf32>
  %xs17x1025 = memref.cast %x17x1025 : memref<?x?xf32> to memref<17x1025xf32>
  %t17x1025 = bufferization.to_tensor %xs17x1025 restrict : memref<17x1025xf32> to tensor<17x1025xf32>
  %want17x1025 = memref.alloc(%r17x1025, %c17x1025) : memref<?x?xf32>
  %y17x1025 = call @softmax_17x1025(%t17x1025) : (tensor<17x1025xf32>) -> tensor<17x1025xf32>
  %got17x1025 = bufferization.to_buffer %y17x1025 : tensor<17x1025xf32> to memref<17x1025xf32>
  %gotd17x1025 = memref.cast %got17x1025 : memref<17x1025xf32> to memref<?x?xf32>
  call @ref_softmax(%x17x1025, %want17x1025) : (memref<?x?xf32>, memref<?x?xf32>) -> ()
  %s17x1025 = call @count(%gotd17x1025, %want17x1025) : (memref<?x?xf32>, memref<?x?xf32>) -> i64
  // CHECK: 0
  vector.print %s17x1025 : i64
  %z17x1025 = call @layer_norm_17x1025(%t17x1025) : (tensor<17x1025xf32>) -> tensor<17x1025xf32>
  %gotl17x1025 = bufferization.to_buffer %z17x1025 : tensor<17x1025xf32> to memref<17x1025xf32>
  %gotld17x1025 = memref.cast %gotl17x1025 : memref<17x1025xf32> to memref<?x?xf32>
  call @ref_layer_norm(%x17x1025, %eps, %want17x1025) : (memref<?x?xf32>, f32, memref<?x?xf32>) -> ()
  %l17x1025 = call @count(%gotld17x1025, %want17x1025) : (memref<?x?xf32>, memref<?x?xf32>) -> i64
  // CHECK-NEXT: 0
  vector.print %l17x1025 : i64
  memref.dealloc %x17x1025 : memref<?x?xf32>
  memref.dealloc %want17x1025 : memref<?x?xf32>
  %r15x1025 = arith.constant 15 : index
  %c15x1025 = arith.constant 1025 : index
  %x15x1025 = call @input(%r15x1025, %c15x1025) : (index, index) -> memref<?x?xf32>
  %xs15x1025 = memref.cast %x15x1025 : memref<?x?xf32> to memref<15x1025xf32>
  %t15x1025 = bufferization.to_tensor %xs15x1025 restrict : memref<15x1025xf32> to tensor<15x1025xf32>
  %want15x1025 = memref.alloc(%r15x1025, %c15x1025) : memref<?x?xf32>
  %y15x1025 = call @softmax_15x1025(%t15x1025) : (tensor<15x1025xf32>) -> tensor<15x1025xf32>
  %got15x1025 = bufferization.to_buffer %y15x1025 : tensor<15x1025xf32> to memref<15x1025xf32>
  %gotd15x1025 = memref.cast %got15x1025 : memref<15x1025xf32> to memref<?x?xf32>
  call @ref_softmax(%x15x1025, %want15x1025) : (memref<?x?xf32>, memref<?x?xf32>) -> ()
  %s15x1025 = call @count(%gotd15x1025, %want15x1025) : (memref<?x?xf32>, memref<?x?xf32>) -> i64
  // CHECK: 0
  vector.print %s15x1025 : i64
  %z15x1025 = call @layer_norm_15x1025(%t15x1025) : (tensor<15x1025xf32>) -> tensor<15x1025xf32>
  %gotl15x1025 = bufferization.to_buffer %z15x1025 : tensor<15x1025xf32> to memref<15x1025xf32>
  %gotld15x1025 = memref.cast %gotl15x1025 : memref<15x1025xf32> to memref<?x?xf32>
  call @ref_layer_norm(%x15x1025, %eps, %want15x1025) : (memref<?x?xf32>, f32, memref<?x?xf32>) -> ()
  %l15x1025 = call @count(%gotld15x1025, %want15x1025) : (memref<?x?xf32>, memref<?x?xf32>) -> i64
  // CHECK-NEXT: 0
  vector.print %l15x1025 : i64
  memref.dealloc %x15x1025 : memref<?x?xf32>
  memref.dealloc %want15x1025 : memref<?x?xf32>
  return
}
