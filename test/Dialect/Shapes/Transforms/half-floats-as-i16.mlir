// RUN: shapes-opt %s -split-input-file -shapes-half-floats-as-i16 | FileCheck %s

// A splat kept for a loop: the load, the splat, the block argument and the
// store move i16 values; the GEP keeps its bf16 element type (its size).
// CHECK-LABEL: llvm.func @splat_loop
// CHECK:         %[[S:.+]] = llvm.load %{{.+}} : !llvm.ptr -> i16
// CHECK:         %[[P:.+]] = llvm.mlir.poison : vector<32xi16>
// CHECK:         %[[I:.+]] = llvm.insertelement %[[S]], %[[P]][%{{.+}} : i32] : vector<32xi16>
// CHECK:         %[[V:.+]] = llvm.shufflevector %[[I]], %[[P]] [0, 0{{.*}}] : vector<32xi16>
// CHECK:         llvm.br ^bb1(%{{.+}}, %[[V]] : i64, vector<32xi16>)
// CHECK:       ^bb1(%{{.+}}: i64, %[[W:.+]]: vector<32xi16>):
// CHECK:         llvm.getelementptr %{{.+}}[%{{.+}}] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
// CHECK:         llvm.store %[[W]], %{{.+}} : vector<32xi16>, !llvm.ptr
// CHECK-NOT:     bf16>
llvm.func @splat_loop(%p: !llvm.ptr, %q: !llvm.ptr, %n: i64) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %z = llvm.mlir.constant(0 : i64) : i64
  %one = llvm.mlir.constant(32 : i64) : i64
  %s = llvm.load %p : !llvm.ptr -> bf16
  %poison = llvm.mlir.poison : vector<32xbf16>
  %i = llvm.insertelement %s, %poison[%c0 : i32] : vector<32xbf16>
  %v = llvm.shufflevector %i, %poison [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xbf16>
  llvm.br ^loop(%z, %v : i64, vector<32xbf16>)
^loop(%k: i64, %w: vector<32xbf16>):
  %g = llvm.getelementptr %q[%k] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
  llvm.store %w, %g : vector<32xbf16>, !llvm.ptr
  %next = llvm.add %k, %one : i64
  %c = llvm.icmp "slt" %next, %n : i64
  llvm.cond_br %c, ^loop(%next, %w : i64, vector<32xbf16>), ^exit
^exit:
  llvm.return
}

// -----

// f16 too; a select and a phi of scalars; constants become their bit
// patterns (1.0 is 0x3C00, 2.0 is 0x4000).
// CHECK-LABEL: llvm.func @select_phi
// CHECK-DAG:     llvm.mlir.constant(15360 : i16) : i16
// CHECK-DAG:     llvm.mlir.constant(dense<16384> : vector<4xi16>) : vector<4xi16>
// CHECK:         llvm.select %{{.+}}, %{{.+}}, %{{.+}} : i1, i16
// CHECK:       ^bb1(%[[X:.+]]: i16):
// CHECK:         llvm.store %[[X]], %{{.+}} : i16, !llvm.ptr
// CHECK:         llvm.store %{{.+}}, %{{.+}} : vector<4xi16>, !llvm.ptr
llvm.func @select_phi(%p: !llvm.ptr, %b: i1) {
  %one = llvm.mlir.constant(1.0 : f16) : f16
  %twos = llvm.mlir.constant(dense<2.0> : vector<4xf16>) : vector<4xf16>
  %x = llvm.load %p : !llvm.ptr -> f16
  %y = llvm.select %b, %x, %one : i1, f16
  llvm.br ^bb1(%y : f16)
^bb1(%z: f16):
  llvm.store %z, %p : f16, !llvm.ptr
  llvm.store %twos, %p : vector<4xf16>, !llvm.ptr
  llvm.return
}

// -----

// Arithmetic keeps its type, between bitcasts; a bitcast to or from i16
// disappears; a function's arguments and results keep theirs (the C
// calling convention passes them in XMM registers).
// CHECK-LABEL: llvm.func @compute(
// CHECK-SAME:      %[[A:.+]]: f16, %[[P:.+]]: !llvm.ptr) -> f16
// CHECK:         %[[L:.+]] = llvm.load %[[P]] : !llvm.ptr -> i16
// CHECK:         %[[F:.+]] = llvm.bitcast %[[L]] : i16 to f16
// CHECK:         %[[S:.+]] = llvm.fadd %[[A]], %[[F]] : f16
// CHECK:         %[[I:.+]] = llvm.bitcast %[[S]] : f16 to i16
// CHECK:         llvm.store %[[I]], %[[P]] : i16, !llvm.ptr
// CHECK:         %[[B:.+]] = llvm.load %[[P]] : !llvm.ptr -> i16
// CHECK:         %[[R:.+]] = llvm.bitcast %[[B]] : i16 to f16
// CHECK:         llvm.return %[[R]] : f16
llvm.func @compute(%a: f16, %p: !llvm.ptr) -> f16 {
  %l = llvm.load %p : !llvm.ptr -> f16
  %s = llvm.fadd %a, %l : f16
  llvm.store %s, %p : f16, !llvm.ptr
  %bits = llvm.load %p : !llvm.ptr -> i16
  %r = llvm.bitcast %bits : i16 to f16
  llvm.return %r : f16
}

// -----

// Other types are left alone.
// CHECK-LABEL: llvm.func @others
// CHECK:         llvm.load %{{.+}} : !llvm.ptr -> vector<8xf32>
// CHECK:         llvm.store %{{.+}}, %{{.+}} : vector<8xf32>, !llvm.ptr
llvm.func @others(%p: !llvm.ptr) {
  %v = llvm.load %p : !llvm.ptr -> vector<8xf32>
  llvm.store %v, %p : vector<8xf32>, !llvm.ptr
  llvm.return
}
