// T1App: the T1 terminal workload built with Trellis.
print("T1App")
