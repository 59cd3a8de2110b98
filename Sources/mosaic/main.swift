print("mosaic")
